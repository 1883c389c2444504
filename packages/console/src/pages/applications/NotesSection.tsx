import { staffNoteRequestSchema, type ApplicationNote } from '@corvane/contract';
import { Alert, Button, ErrorSummary, Field, Textarea } from '@corvane/ui';
import { useId, useState, type FormEvent } from 'react';
import { staffApi } from '../../api/staffApi';
import { formatDateTime } from '../../lib/dates';

interface NotesSectionProps {
  applicationId: string;
  notes: ApplicationNote[];
  /** The server has added a note. */
  onAdded: (note: ApplicationNote) => void;
}

type Problem = { field?: string; form?: string; occurrence: number };

/** The notes, oldest first, and a form that adds one; what was typed stays when it fails. */
export function NotesSection({ applicationId, notes, onAdded }: NotesSectionProps) {
  const headingId = useId();
  const fieldId = `${headingId.replace(/:/g, '')}-note`;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [added, setAdded] = useState(0);
  const refuse = (found: Omit<Problem, 'occurrence'>) =>
    setProblem((before) => ({ ...found, occurrence: (before?.occurrence ?? 0) + 1 }));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = staffNoteRequestSchema.safeParse({ text });
    if (!checked.success) {
      refuse({ field: checked.error.issues[0]?.message ?? 'Note is required.' });
      return;
    }
    setSending(true);
    try {
      const note = await staffApi.post<ApplicationNote>(
        `/applications/${encodeURIComponent(applicationId)}/notes`,
        checked.data,
      );
      onAdded(note);
      setText('');
      setProblem(undefined);
      setAdded((count) => count + 1);
    } catch (error) {
      const { message, fieldMessages = [] } = error as Error & { fieldMessages?: string[] };
      refuse(fieldMessages[0] ? { field: fieldMessages[0] } : { form: message });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="console-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Notes</h2>
      {notes.length ? (
        <ol className="application-notes">
          {notes.map((note) => (
            <li key={note.id} className="application-notes__note">
              <p className="application-notes__byline">
                <span className="application-notes__author">{note.authorName}</span>{' '}
                <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="application-notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>No notes yet.</p>
      )}
      <form
        className="console-form application-notes__form"
        noValidate
        onSubmit={(e) => void add(e)}
      >
        {problem?.field ? (
          <ErrorSummary key={problem.occurrence} errors={[{ fieldId, message: problem.field }]} />
        ) : null}
        {problem?.form ? (
          <Alert key={problem.occurrence} tone="error" title="The note was not added">
            {problem.form}
          </Alert>
        ) : null}
        {added && !problem ? (
          <Alert key={`added-${added}`} tone="success">
            Note added.
          </Alert>
        ) : null}
        <Field label="Add a note" id={fieldId} error={problem?.field}>
          <Textarea rows={4} value={text} onChange={(event) => setText(event.target.value)} />
        </Field>
        <div className="console-form__actions">
          <Button type="submit" loading={sending}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}
