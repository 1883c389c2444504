import {
  staffAuditQuerySchema,
  type StaffAccountsResponse,
  type StaffAuditResponse,
} from '@corvane/contract';
import { DataTable, ErrorSummary } from '@corvane/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { staffApi } from '../../api/staffApi';
import { Page } from '../../shell/Page';
import { auditColumns } from './auditColumns';
import { AuditFilterForm, FILTER_IDS, type FilterName } from './AuditFilterForm';
import {
  AUDIT_PAGE_SIZE,
  FILTER_NAMES,
  filtersOf,
  hasFilters,
  NO_FILTERS,
  pageOf,
  paramsOf,
  type AuditFilters,
} from './auditQuery';
import { errorsByField, summaryOf, type FieldErrors } from '../../lib/formErrors';
import './AuditPage.css';

interface Loaded {
  /** The request this answers: another one shows the table as loading. */
  request: string;
  result?: StaffAuditResponse;
  error?: string;
}

const NO_ROWS: StaffAuditResponse['entries'] = [];
const TO_BEFORE_FROM = 'The to date must be on or after the from date.';

/** The filters' problems, in the server's own words where it has them. */
function problemsOf(filters: AuditFilters): FieldErrors<FilterName> {
  const parsed = staffAuditQuerySchema.safeParse(paramsOf(filters));
  if (!parsed.success) return errorsByField(parsed.error.issues, FILTER_NAMES);
  if (filters.from && filters.to && filters.to < filters.from) return { to: TO_BEFORE_FROM };
  return {};
}

/**
 * "Audit log" (admin): who did what to what, newest first, a page of the server's at a time,
 * filtered by the address's query string.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const page = pageOf(params);
  const filterKey = new URLSearchParams(paramsOf(filters)).toString();

  // What is typed in the filters; the address's filters again after Back, Forward or Clear.
  const [draft, setDraft] = useState(filters);
  const [draftOf, setDraftOf] = useState(filterKey);
  if (draftOf !== filterKey) {
    setDraftOf(filterKey);
    setDraft(filters);
  }
  const [problems, setProblems] = useState<{ errors: FieldErrors<FilterName>; attempt: number }>({
    errors: {},
    attempt: 0,
  });

  const [attempt, setAttempt] = useState(0);
  const request = `${filterKey}&page=${page}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    staffApi
      .get<StaffAuditResponse>('/audit', {
        query: { ...paramsOf(filters), page, pageSize: AUDIT_PAGE_SIZE },
        signal: abort.signal,
      })
      .then(
        (result) => setLoaded({ request, result }),
        (error: Error) => {
          if (!abort.signal.aborted)
            setLoaded((last) => ({ request, result: last?.result, error: error.message }));
        },
      );
    return () => abort.abort();
  }, [filters, page, request]);

  // Staff accounts are named by their address in the Target column, when the list can be read.
  const [emails, setEmails] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const abort = new AbortController();
    staffApi.get<StaffAccountsResponse>('/accounts', { signal: abort.signal }).then(
      ({ accounts }) => setEmails(new Map(accounts.map((each) => [each.id, each.email]))),
      () => undefined,
    );
    return () => abort.abort();
  }, []);
  const columns = useMemo(() => auditColumns(emails), [emails]);

  const apply = () => {
    const errors = problemsOf(draft);
    if (Object.keys(errors).length > 0) {
      setProblems((last) => ({ errors, attempt: last.attempt + 1 }));
      return;
    }
    setProblems((last) => ({ errors: {}, attempt: last.attempt }));
    setParams(paramsOf(draft));
    // The same filters again: load them again.
    if (new URLSearchParams(paramsOf(draft)).toString() === filterKey) setAttempt((n) => n + 1);
  };

  const clear = () => {
    setProblems((last) => ({ errors: {}, attempt: last.attempt }));
    setDraft(NO_FILTERS);
    setParams({});
  };

  const current = loaded?.request === request;
  const result = loaded?.result;
  return (
    <Page
      title="Audit log"
      intro="Who did what in the console and on the command line, newest first. Entries are never changed or deleted."
    >
      <ErrorSummary key={problems.attempt} errors={summaryOf(problems.errors, FILTER_IDS)} />
      <AuditFilterForm
        value={draft}
        onChange={setDraft}
        errors={problems.errors}
        onApply={apply}
        onClear={clear}
      />
      <DataTable
        caption={hasFilters(filters) ? 'Entries matching the filters' : 'Entries'}
        columns={columns}
        data={result?.entries ?? NO_ROWS}
        getRowId={(entry) => String(entry.id)}
        locale="en-GB"
        timeZone="UTC"
        density="compact"
        manual
        rowCount={result?.total ?? 0}
        pageSize={AUDIT_PAGE_SIZE}
        pageIndex={page - 1}
        onPageIndexChange={(index) => setParams(paramsOf(filters, index + 1))}
        loading={!current}
        error={current ? loaded?.error : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
        emptyMessage={
          hasFilters(filters) ? 'No entries match these filters.' : 'The audit log is empty.'
        }
        texts={{ loading: 'Loading the audit log…' }}
      />
    </Page>
  );
}
