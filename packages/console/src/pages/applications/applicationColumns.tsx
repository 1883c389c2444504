import type { StaffApplicationRow } from '@corvane/contract';
import { defineColumns } from '@corvane/ui';
import { Link, useLocation } from 'react-router';
import { STATUS_WORDS } from './statuses';

// The list's columns. Every one the server can sort by is sortable (email is not).

export const fullName = (row: Pick<StaffApplicationRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`.trim();

/** What the application screen is told of the list it was opened from. */
export interface FromList {
  /** The list's query ("?job=…"), for "Back to applications". */
  listSearch: string;
}

/** The applicant's name, a link to the application; it takes the list's address along. */
function ApplicantLink({ row }: { row: StaffApplicationRow }) {
  const { search } = useLocation();
  return (
    <Link to={`/applications/${row.id}`} state={{ listSearch: search } satisfies FromList}>
      {fullName(row)}
    </Link>
  );
}

export const applicationColumns = defineColumns<StaffApplicationRow>()([
  {
    id: 'name',
    header: 'Name',
    value: fullName,
    cell: (row) => <ApplicantLink row={row} />,
    rowHeader: true,
    sortable: true,
  },
  { id: 'email', header: 'Email', value: (row) => row.email },
  { id: 'job', header: 'Job', value: (row) => row.jobTitle, sortable: true },
  {
    id: 'status',
    header: 'Status',
    value: (row) => STATUS_WORDS[row.status],
    sortable: true,
  },
  {
    id: 'received',
    header: 'Received',
    value: (row) => new Date(row.receivedAt),
    dateFormat: { day: 'numeric', month: 'short', year: 'numeric' },
    sortable: true,
  },
]);
