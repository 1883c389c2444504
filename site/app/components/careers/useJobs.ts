import { listJobs, MESSAGES, type JobReply as Job } from '@corvane/contract/client';
import { useEffect, useRef, useState } from 'react';
import { API_TARGET } from '../../auth/target';
import { failureText } from '../../auth/messages';

/** The careers list (spec section 4): loading, then error, empty or the jobs. */
export type JobsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; jobs: Job[] };

/** Loads the jobs once; `onReady` runs with them as they arrive. */
export function useJobs(onReady?: (jobs: Job[]) => void): JobsState {
  const [state, setState] = useState<JobsState>({ status: 'loading' });
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });
  useEffect(() => {
    const controller = new AbortController();
    listJobs(API_TARGET, { signal: controller.signal }).then(
      ({ jobs }) => {
        setState({ status: 'ready', jobs });
        onReadyRef.current?.(jobs);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's message, else 'Failed to fetch job listings' (also when unreachable).
        setState({ status: 'error', message: failureText(error, MESSAGES.jobsFailed) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
