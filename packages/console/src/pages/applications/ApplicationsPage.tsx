import type { StaffApplicationRow } from '@corvane/contract';
import { Alert, Button, DataTable, LiveRegion } from '@corvane/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { staffUrl } from '../../api/staffApi';
import { Page } from '../../shell/Page';
import { applicationColumns } from './applicationColumns';
import { ApplicationFilters } from './ApplicationFilters';
import {
  addressSortOf,
  filterQueryOf,
  hasFilters,
  PAGE_SIZE,
  paramsOf,
  readAddress,
  tableSortOf,
  type ListAddress,
} from './listAddress';
import { useApplicationsList } from './useApplicationsList';
import { useJobChoices } from './useJobChoices';
import './ApplicationsPage.css';

const counted = (total: number) =>
  total === 0
    ? 'No applications'
    : total === 1
      ? '1 application'
      : `${new Intl.NumberFormat('en-GB').format(total)} applications`;

const exportName = (total: number) =>
  total === 1
    ? 'Export this application as CSV'
    : `Export these ${new Intl.NumberFormat('en-GB').format(total)} applications as CSV`;

const rowId = (row: StaffApplicationRow) => row.id;

/** Why a filtered list is empty, when the filters themselves say. */
function emptyMessageOf(list: ListAddress) {
  if (list.from && list.to && list.from > list.to)
    return 'No applications match: the "Received from" day is after the "Received to" day.';
  if (hasFilters(list)) return 'No applications match these filters.';
  if (list.page > 1) return 'There are no applications on this page.';
  return 'No applications yet. New ones appear here as they come in.';
}

/** Every application, filtered, searched, sorted and paged by the server; the filters in the address. */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readAddress(params), [params]);
  const { page, loading, error, retry } = useApplicationsList(list);
  const jobs = useJobChoices();

  /** A new address for the list; it replaces the current one, so Back leaves the list. */
  const show = (next: ListAddress) => {
    const nextParams = paramsOf(next);
    if (nextParams.toString() !== paramsOf(list).toString())
      setParams(nextParams, { replace: true, preventScrollReset: true });
  };
  const filter = (changes: Partial<ListAddress>) => show({ ...list, ...changes, page: 1 });

  const shown = page && !error ? page : undefined;

  return (
    <Page
      title="Applications"
      intro="Everyone who has applied for a job. Open an application to read it, change its status or add a note."
    >
      {jobs.error ? (
        <Alert tone="error" title="The jobs could not be loaded">
          The job filter offers only “All jobs” for now. {jobs.error}
        </Alert>
      ) : null}
      <ApplicationFilters list={list} jobs={jobs.choices} onChange={filter} />
      <div className="applications-list__summary">
        <LiveRegion className="applications-list__total">
          {shown ? <p>{counted(shown.total)}</p> : null}
        </LiveRegion>
        {shown && shown.total > 0 ? (
          <Button
            variant="outline"
            href={staffUrl('/applications/export', filterQueryOf(shown.list))}
            download
          >
            {exportName(shown.total)}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption="Applications"
        captionHidden
        columns={applicationColumns}
        data={page?.rows ?? []}
        getRowId={rowId}
        locale="en-GB"
        manual
        rowCount={page?.total ?? 0}
        sorting={tableSortOf(list)}
        onSortingChange={(sorting) => {
          const sort = addressSortOf(sorting);
          if (sort) show({ ...list, ...sort, page: 1 });
        }}
        pageSize={PAGE_SIZE}
        pageIndex={list.page - 1}
        onPageIndexChange={(index) => show({ ...list, page: index + 1 })}
        loading={loading}
        error={error}
        onRetry={retry}
        emptyMessage={emptyMessageOf(list)}
        texts={{ loading: 'Loading applications…' }}
      />
    </Page>
  );
}
