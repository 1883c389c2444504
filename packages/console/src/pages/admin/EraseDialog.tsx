import type { ErasureCounts } from '@corvane/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorSummary,
  Field,
  TextInput,
} from '@corvane/ui';
import { useState, type FormEvent } from 'react';
import { staffApi } from '../../api/staffApi';

const AGAIN_ID = 'erase-email-again';

interface EraseDialogProps {
  /** The address to erase; the dialog is open while there is one. */
  email: string | null;
  onClose: () => void;
  onErased: (email: string, counts: ErasureCounts) => void;
}

/**
 * The question before an erasure: it names the address and what goes, and the address must be
 * typed again, so a slip of the hand or an address read wrong erases nothing.
 */
export function EraseDialog({ email, onClose, onErased }: EraseDialogProps) {
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState<{ message: string; attempt: number } | null>(null);
  const [failure, setFailure] = useState<{ message: string; times: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setAgain('');
    setMismatch(null);
    setFailure(null);
  };

  const change = (open: boolean) => {
    if (open || busy) return;
    reset();
    onClose();
  };

  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email || busy) return;
    if (again.trim().toLowerCase() !== email) {
      setMismatch((last) => ({
        message: again.trim()
          ? `The address typed is not ${email}. Type it exactly as above.`
          : `Type ${email} to confirm.`,
        attempt: (last?.attempt ?? 0) + 1,
      }));
      return;
    }
    setMismatch(null);
    setBusy(true);
    try {
      const counts = await staffApi.post<ErasureCounts>('/privacy/erase', { email });
      reset();
      onErased(email, counts);
    } catch (error) {
      setFailure((last) => ({ message: (error as Error).message, times: (last?.times ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={email !== null} onOpenChange={change}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Erase everything held about {email}?</DialogTitle>
          <DialogDescription>
            This deletes it for good, at once. It cannot be undone or restored.
          </DialogDescription>
        </DialogHeader>
        <div className="privacy-erase__goes">
          <p>What goes:</p>
          <ul>
            <li>every application from this address, with its resumes and recruiters’ notes</li>
            <li>the messages sent with it through the contact form</li>
            <li>its newsletter subscription, and mail waiting to be sent to it</li>
            <li>the visitor account of this address, with its sign-in codes</li>
          </ul>
          <p>The audit log keeps a line saying that an erasure was done, without the address.</p>
        </div>
        {mismatch ? (
          <ErrorSummary
            key={mismatch.attempt}
            errors={[{ fieldId: AGAIN_ID, message: mismatch.message }]}
          />
        ) : null}
        {failure ? (
          <Alert key={failure.times} tone="error">
            {failure.message}
          </Alert>
        ) : null}
        <form className="console-form" noValidate onSubmit={(e) => void erase(e)}>
          <Field
            label="Type the email address again to confirm"
            id={AGAIN_ID}
            error={mismatch?.message}
            required
          >
            <TextInput
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={again}
              onChange={(event) => setAgain(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep everything</Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              Erase everything
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
