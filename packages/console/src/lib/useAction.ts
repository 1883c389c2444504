import { useCallback, useRef, useState } from 'react';
import { StaffApiError } from '../api/staffApi';

export interface ActionState {
  pending: boolean;
  /** The last failure's words, until the next try. */
  error: StaffApiError | undefined;
  /** Counts failures, so the same words said twice are heard twice (a new Alert `key`). */
  attempt: number;
}

/**
 * One button's call: pending while it runs (a second press is ignored), its failure kept for the
 * screen to show in the server's words. `run` resolves with the call's answer, or undefined when it
 * failed.
 */
export function useAction() {
  const [state, setState] = useState<ActionState>({
    pending: false,
    error: undefined,
    attempt: 0,
  });
  const running = useRef(false);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setState((s) => ({ ...s, pending: true, error: undefined }));
    try {
      const answer = await call();
      setState((s) => ({ ...s, pending: false }));
      return answer;
    } catch (error) {
      const failure =
        error instanceof StaffApiError ? error : new StaffApiError((error as Error).message, 0);
      setState((s) => ({ pending: false, error: failure, attempt: s.attempt + 1 }));
      return undefined;
    } finally {
      running.current = false;
    }
  }, []);
  const clear = useCallback(() => setState((s) => ({ ...s, error: undefined })), []);
  return { ...state, run, clear };
}
