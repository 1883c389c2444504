import type { StaffJob } from '@corvane/contract';
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
} from '@corvane/ui';
import { useState } from 'react';
import { staffApi } from '../../api/staffApi';
import { closingWords } from './jobWords';

interface CloseJobDialogProps {
  /** The job to close; the dialog is open while there is one. */
  job: StaffJob | null;
  onCancel: () => void;
  /** The job as the server answered, closed. */
  onClosed: (job: StaffJob) => void;
}

/**
 * "Close <title>?": closing takes a job off the careers page, so it is asked first. A refusal
 * shows in the dialog, which stays open; focus goes back to what opened it when it closes.
 */
export function CloseJobDialog({ job, onCancel, onClosed }: CloseJobDialogProps) {
  const [shown, setShown] = useState(job);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Keep the words while the dialog animates out; start afresh for another job.
  if (job && job !== shown) {
    setShown(job);
    setFailure(null);
  }

  const close = async () => {
    if (!shown) return;
    setBusy(true);
    setFailure(null);
    try {
      onClosed(await staffApi.post<StaffJob>(`/jobs/${encodeURIComponent(shown._id)}/close`));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      {shown ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Close {shown.title}?</DialogTitle>
            <DialogDescription>{closingWords(shown)}</DialogDescription>
          </DialogHeader>
          {failure ? (
            <Alert tone="error" title="The job was not closed.">
              {failure}
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep it open</Button>
            </DialogClose>
            <Button loading={busy} onClick={() => void close()}>
              Close job
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
