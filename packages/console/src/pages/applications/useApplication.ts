import type { StaffApplication } from '@corvane/contract';
import { useEffect, useState } from 'react';
import { staffApi, StaffApiError } from '../../api/staffApi';

// One application, read when the screen opens (and again on "Try again"). Changes made on the
// screen (a status, a note) are put into it as the server confirms them.

export type ApplicationState =
  | { status: 'loading' }
  | { status: 'loaded'; application: StaffApplication }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

interface Loaded {
  id: string;
  attempt: number;
  state: ApplicationState;
}

export function useApplication(id: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    const abort = new AbortController();
    const settle = (state: ApplicationState) => setLoaded({ id, attempt, state });
    staffApi
      .get<StaffApplication>(`/applications/${encodeURIComponent(id)}`, { signal: abort.signal })
      .then(
        (application) => settle({ status: 'loaded', application }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          if (error instanceof StaffApiError && error.status === 404) settle({ status: 'missing' });
          else settle({ status: 'failed', message: (error as Error).message });
        },
      );
    return () => abort.abort();
  }, [id, attempt]);

  const state: ApplicationState =
    loaded?.id === id && loaded.attempt === attempt ? loaded.state : { status: 'loading' };

  /** Puts a change the server confirmed into the application shown. */
  const update = (change: (application: StaffApplication) => StaffApplication) =>
    setLoaded((before) =>
      before?.state.status === 'loaded'
        ? { ...before, state: { status: 'loaded', application: change(before.state.application) } }
        : before,
    );

  return { state, update, retry: () => setAttempt((count) => count + 1) };
}
