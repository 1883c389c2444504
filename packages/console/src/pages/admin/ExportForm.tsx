import { Alert, Button, ErrorSummary } from '@corvane/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { staffApi } from '../../api/staffApi';
import { SubjectEmailForm } from './SubjectEmailForm';
import { heldText, sizeText, type SubjectAccessFile } from './privacyWords';
import { checkSubject, problemOf } from './subjectForm';

const EMAIL_ID = 'export-email';

interface Exported {
  email: string;
  url: string;
  fileName: string;
  bytes: number;
  held: string;
}

interface Problems {
  field?: string;
  formWide: string[];
  attempt: number;
}

/**
 * "Export everything held about a person": the server gathers it as one JSON file, which the
 * console offers as a download made in the browser (nothing is written to the server's disk).
 */
export function ExportForm() {
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({ formWide: [], attempt: 0 });
  const [busy, setBusy] = useState(false);
  const [exported, setExported] = useState<Exported | null>(null);

  // Each file's address is let go when a newer one replaces it, or the screen closes.
  useEffect(() => {
    if (!exported) return undefined;
    return () => URL.revokeObjectURL(exported.url);
  }, [exported]);

  const fail = (field: string | undefined, formWide: string[] = []) =>
    setProblems((last) => ({ field, formWide, attempt: last.attempt + 1 }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkSubject(email);
    if ('problem' in checked) return fail(checked.problem);
    setBusy(true);
    try {
      const file = await staffApi.post<SubjectAccessFile>('/privacy/export', {
        email: checked.email,
      });
      const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
      setExported({
        email: checked.email,
        url: URL.createObjectURL(blob),
        fileName: `subject-access-${checked.email}.json`,
        bytes: blob.size,
        held: heldText(file),
      });
      setProblems((last) => ({ formWide: [], attempt: last.attempt }));
    } catch (error) {
      const problem = problemOf(error);
      fail(problem.field, problem.formWide);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ErrorSummary
        key={problems.attempt}
        errors={[
          ...(problems.field ? [{ fieldId: EMAIL_ID, message: problems.field }] : []),
          ...problems.formWide.map((message) => ({ message })),
        ]}
      />
      <SubjectEmailForm
        id={EMAIL_ID}
        email={email}
        onEmailChange={setEmail}
        error={problems.field}
        submitLabel="Export"
        busy={busy}
        onSubmit={(e) => void submit(e)}
      />
      {exported ? (
        <div className="privacy-result">
          <Alert
            key={exported.url}
            tone="success"
            title={`The export for ${exported.email} is ready.`}
          >
            {exported.held
              ? `It holds ${exported.held}.`
              : 'Nothing is held about this address: the file says so.'}
          </Alert>
          <Button variant="secondary" href={exported.url} download={exported.fileName}>
            Download {exported.fileName} ({sizeText(exported.bytes)})
          </Button>
        </div>
      ) : null}
    </>
  );
}
