import type { ErasureCounts } from '@corvane/contract';
import { Alert, ErrorSummary } from '@corvane/ui';
import { useState, type FormEvent } from 'react';
import { EraseDialog } from './EraseDialog';
import { SubjectEmailForm } from './SubjectEmailForm';
import { erasedText, mailBeingSentText } from './privacyWords';
import { checkSubject } from './subjectForm';

const EMAIL_ID = 'erase-email';

interface Erased {
  email: string;
  counts: ErasureCounts;
  times: number;
}

/**
 * "Erase everything held about a person": the address first, then a dialog that says what goes
 * and asks for it again; the outcome, counted, once it is done.
 */
export function EraseForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [erased, setErased] = useState<Erased | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkSubject(email);
    if ('problem' in checked) {
      setProblem((last) => ({ message: checked.problem, attempt: (last?.attempt ?? 0) + 1 }));
      return;
    }
    setProblem(null);
    setAsking(checked.email);
  };

  const done = (address: string, counts: ErasureCounts) => {
    setAsking(null);
    setEmail('');
    setErased((last) => ({ email: address, counts, times: (last?.times ?? 0) + 1 }));
  };

  const what = erased ? erasedText(erased.counts) : '';
  return (
    <>
      {problem ? (
        <ErrorSummary
          key={problem.attempt}
          errors={[{ fieldId: EMAIL_ID, message: problem.message }]}
        />
      ) : null}
      <SubjectEmailForm
        id={EMAIL_ID}
        email={email}
        onEmailChange={setEmail}
        error={problem?.message}
        submitLabel="Erase their data"
        onSubmit={submit}
      />
      {erased ? (
        <div className="privacy-result">
          <Alert
            key={erased.times}
            tone="success"
            title={
              what
                ? `Everything held about ${erased.email} is erased.`
                : `Nothing was held about ${erased.email}.`
            }
          >
            <p>{what ? `Erased: ${what}.` : 'Nothing was erased.'}</p>
            {erased.counts.mailBeingSent ? (
              <p>{mailBeingSentText(erased.counts.mailBeingSent)}</p>
            ) : null}
          </Alert>
        </div>
      ) : null}
      <EraseDialog email={asking} onClose={() => setAsking(null)} onErased={done} />
    </>
  );
}
