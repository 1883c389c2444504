import type { StaffApplicationsResponse } from '@corvane/contract';
import { useEffect, useState } from 'react';
import { staffApi } from '../../api/staffApi';
import { listQueryOf, type ListAddress } from './listAddress';

// One page of applications for the list's address, fetched again whenever the address changes
// (`list` is a new object only then). Only the answer to the latest address is shown (the call
// before it is aborted); while a new page loads, the page before it stays, dimmed.

export interface LoadedPage extends StaffApplicationsResponse {
  /** The address these rows are for: the CSV link offers the same filters. */
  list: ListAddress;
}

export interface ApplicationsList {
  page: LoadedPage | undefined;
  loading: boolean;
  error: string | undefined;
  retry: () => void;
}

interface Outcome {
  for: ListAddress;
  attempt: number;
  error?: string;
}

export function useApplicationsList(list: ListAddress): ApplicationsList {
  const [page, setPage] = useState<LoadedPage>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    staffApi
      .get<StaffApplicationsResponse>('/applications', {
        query: listQueryOf(list),
        signal: abort.signal,
      })
      .then(
        (reply) => {
          setPage({ ...reply, list });
          setOutcome({ for: list, attempt });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setOutcome({ for: list, attempt, error: (error as Error).message });
        },
      );
    return () => abort.abort();
  }, [list, attempt]);

  const current = outcome?.for === list && outcome.attempt === attempt;
  return {
    page,
    loading: !current,
    error: current ? outcome.error : undefined,
    retry: () => setAttempt((count) => count + 1),
  };
}
