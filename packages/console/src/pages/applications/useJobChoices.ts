import type { StaffJobsResponse } from '@corvane/contract';
import { useEffect, useState } from 'react';
import { staffApi } from '../../api/staffApi';

// The jobs the list can be filtered by: every job, open ones first, closed ones marked.

export interface JobChoice {
  value: string;
  label: string;
}

export interface JobChoices {
  choices: JobChoice[];
  /** Why the jobs could not be read, if they could not. */
  error: string | undefined;
}

export function useJobChoices(): JobChoices {
  const [state, setState] = useState<JobChoices>({ choices: [], error: undefined });
  useEffect(() => {
    const abort = new AbortController();
    staffApi
      .get<StaffJobsResponse>('/jobs', { query: { pageSize: 100 }, signal: abort.signal })
      .then(
        ({ jobs }) =>
          setState({
            choices: jobs.map((job) => ({
              value: job._id,
              label: job.closedAt ? `${job.title} (closed)` : job.title,
            })),
            error: undefined,
          }),
        (error: unknown) => {
          if (!abort.signal.aborted) setState({ choices: [], error: (error as Error).message });
        },
      );
    return () => abort.abort();
  }, []);
  return state;
}
