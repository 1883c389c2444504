import type { StaffJob } from '@corvane/contract';
import { useCallback, useEffect, useState } from 'react';
import { staffApi, StaffApiError } from '../../api/staffApi';

// One job, for its edit screen: GET /api/staff/jobs/:id.

export type JobLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'missing' }
  | { status: 'ready'; job: StaffJob };

async function findJob(id: string, signal: AbortSignal): Promise<StaffJob | undefined> {
  try {
    return await staffApi.get<StaffJob>(`/jobs/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 404) return undefined;
    throw error;
  }
}

export function useJob(id: string) {
  const [load, setLoad] = useState<JobLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    findJob(id, abort.signal).then(
      (job) => {
        if (!abort.signal.aborted) setLoad(job ? { status: 'ready', job } : { status: 'missing' });
      },
      (error: Error) => {
        if (!abort.signal.aborted) setLoad({ status: 'failed', message: error.message });
      },
    );
    return () => abort.abort();
  }, [id, attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** The job as a later call answered (closed, reopened). */
  const update = useCallback((job: StaffJob) => setLoad({ status: 'ready', job }), []);

  return { load, retry, update };
}
