import type { StaffJob, StaffJobsResponse } from '@corvane/contract';
import { Alert, Button, DataTable, RadioGroup } from '@corvane/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { staffApi } from '../../api/staffApi';
import { Page } from '../../shell/Page';
import { jobColumns } from './jobColumns';
import { noticeOf, type JobsNotice } from './notice';
import { useOpenClose } from './useOpenClose';
import './JobsPage.css';

// Every job, open or closed, a page at a time from the server, with its applicants counted;
// each can be closed (asked first) or reopened from its row.

type StateFilter = 'all' | 'open' | 'closed';

interface JobsQuery {
  state: StateFilter;
  /** From 0, as the table counts. */
  pageIndex: number;
}

const PAGE_SIZE = 25;
const FIRST_QUERY: JobsQuery = { state: 'all', pageIndex: 0 };

const FILTERS = [
  { value: 'all', label: 'All jobs' },
  { value: 'open', label: 'Open jobs' },
  { value: 'closed', label: 'Closed jobs' },
];

const EMPTY: Record<StateFilter, string> = {
  all: 'No jobs yet. Post a job to put it on the careers page.',
  open: 'No open jobs. Post a job, or reopen a closed one.',
  closed: 'No closed jobs. A job you close shows here, with its applications.',
};

const isStateFilter = (value: string): value is StateFilter =>
  value === 'all' || value === 'open' || value === 'closed';

const fetchPage = (query: JobsQuery) =>
  staffApi.get<StaffJobsResponse>('/jobs', {
    query: {
      state: query.state === 'all' ? undefined : query.state,
      page: query.pageIndex + 1,
      pageSize: PAGE_SIZE,
    },
  });

/** The page asked for; or the last one, when the last row of a later page has gone. */
async function fetchJobs(query: JobsQuery) {
  const page = await fetchPage(query);
  if (page.jobs.length > 0 || query.pageIndex === 0 || page.total === 0) return { query, page };
  const last = { ...query, pageIndex: Math.ceil(page.total / PAGE_SIZE) - 1 };
  return { query: last, page: await fetchPage(last) };
}

export function JobsPage() {
  const location = useLocation();
  // A job just saved says so once: the message is taken out of the history entry, so a reload
  // or a later Back does not say it again.
  const [notice, setNotice] = useState<(JobsNotice & { id: number }) | undefined>(() => {
    const brought = noticeOf(location.state);
    return brought && { ...brought, id: 0 };
  });
  useEffect(() => {
    const { state } = window.history;
    if (state && typeof state === 'object' && 'usr' in state)
      window.history.replaceState({ ...state, usr: null }, '');
  }, []);

  const [query, setQuery] = useState<JobsQuery>(FIRST_QUERY);
  const [reply, setReply] = useState<StaffJobsResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  const table = useRef<HTMLDivElement>(null);
  // After a change, the row whose button had focus may have left the list.
  const checkFocus = useRef(false);

  // Asks for a page; only the answer to the latest request is shown.
  const request = useCallback((next: JobsQuery) => {
    const ticket = ++latest.current;
    fetchJobs(next).then(
      (answer) => {
        if (ticket !== latest.current) return;
        setQuery(answer.query);
        setReply(answer.page);
        setLoading(false);
      },
      (error: Error) => {
        if (ticket !== latest.current) return;
        setFailure(error.message);
        setLoading(false);
      },
    );
  }, []);

  const load = (next: JobsQuery) => {
    setQuery(next);
    setLoading(true);
    setFailure(null);
    request(next);
  };

  useEffect(() => request(FIRST_QUERY), [request]);

  useEffect(() => {
    if (loading || !checkFocus.current) return;
    checkFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) table.current?.querySelector('table')?.focus();
  }, [loading, reply]);

  const say = (next: JobsNotice) => setNotice((old) => ({ ...next, id: (old?.id ?? 0) + 1 }));
  const { askToClose, reopen, reopening, dialog } = useOpenClose(({ job, notice: words }) => {
    say(words);
    if (job) {
      checkFocus.current = true;
      load(query);
    }
  });

  const columns = useMemo(
    () => jobColumns({ onClose: askToClose, onReopen: reopen, reopening }),
    [askToClose, reopen, reopening],
  );

  return (
    <Page
      title="Jobs"
      intro="Every job, open or closed. Open jobs show on the careers page."
      actions={
        <Button asChild>
          <Link to="/jobs/new">Post a job</Link>
        </Button>
      }
    >
      {notice ? (
        <Alert key={notice.id} tone={notice.tone} className="jobs-page__notice">
          {notice.text}
        </Alert>
      ) : null}
      <div className="console-filters">
        <RadioGroup
          legend="Show"
          orientation="horizontal"
          options={FILTERS}
          value={query.state}
          onValueChange={(value) => {
            if (isStateFilter(value)) load({ state: value, pageIndex: 0 });
          }}
        />
      </div>
      <DataTable<StaffJob>
        ref={table}
        caption="Jobs"
        columns={columns}
        data={failure ? [] : (reply?.jobs ?? [])}
        getRowId={(job) => job._id}
        locale="en-GB"
        density="compact"
        manual
        rowCount={reply?.total ?? 0}
        pageSize={PAGE_SIZE}
        pageIndex={query.pageIndex}
        onPageIndexChange={(pageIndex) => load({ ...query, pageIndex })}
        loading={loading}
        error={failure ? `The jobs could not be loaded. ${failure}` : undefined}
        onRetry={() => load(query)}
        emptyMessage={EMPTY[query.state]}
        texts={{ loading: 'Loading jobs…' }}
        paginationTexts={{ label: 'Pages of jobs' }}
      />
      {dialog}
    </Page>
  );
}
