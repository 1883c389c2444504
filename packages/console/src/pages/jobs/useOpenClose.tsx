import type { StaffJob } from '@corvane/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { staffApi } from '../../api/staffApi';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { closedWords, closingWords, reopenedWords } from './jobWords';
import type { JobsNotice } from './notice';

export interface OpenCloseOutcome {
  notice: JobsNotice;
  /** The job as the server answered, when it changed. */
  job?: StaffJob;
}

/**
 * Closing (asked first, in a dialog) and reopening a job, for the list and the edit screen: each
 * outcome comes back as a notice to show, with the job as it is now.
 */
export function useOpenClose(onOutcome: (outcome: OpenCloseOutcome) => void) {
  // The job the question names stays while the dialog animates out.
  const [closing, setClosing] = useState<{ job: StaffJob; open: boolean } | null>(null);
  const [reopening, setReopening] = useState<string | null>(null);
  // The screen's latest callback, so `reopen` stays the same function (the table's cells use it).
  const outcome = useRef(onOutcome);
  useEffect(() => {
    outcome.current = onOutcome;
  });
  const busy = useRef(false);

  const reopen = useCallback(async (job: StaffJob) => {
    if (busy.current) return;
    busy.current = true;
    setReopening(job._id);
    try {
      const reopened = await staffApi.post<StaffJob>(`/jobs/${encodeURIComponent(job._id)}/reopen`);
      outcome.current({
        job: reopened,
        notice: { tone: 'success', text: reopenedWords(reopened) },
      });
    } catch (error) {
      outcome.current({
        notice: {
          tone: 'error',
          text: `${job.title} was not reopened. ${(error as Error).message}`,
        },
      });
    } finally {
      busy.current = false;
      setReopening(null);
    }
  }, []);

  const askToClose = useCallback((job: StaffJob) => setClosing({ job, open: true }), []);

  const close = async () => {
    if (!closing) return;
    const id = encodeURIComponent(closing.job._id);
    const closed = await staffApi.post<StaffJob>(`/jobs/${id}/close`);
    outcome.current({ job: closed, notice: { tone: 'success', text: closedWords(closed) } });
  };

  const dialog = (
    <ConfirmDialog
      open={closing?.open ?? false}
      onOpenChange={(open) => setClosing((asked) => asked && { ...asked, open })}
      title={`Close ${closing?.job.title ?? ''}?`}
      description={closing ? closingWords(closing.job) : ''}
      confirmLabel="Close job"
      cancelLabel="Keep it open"
      onConfirm={close}
      failureTitle="The job was not closed."
    />
  );

  return {
    /** Opens the confirmation for `job`. */
    askToClose,
    reopen,
    /** The id of the job being reopened, while its call is on its way. */
    reopening,
    dialog,
  };
}
