import type { StaffJob } from '@corvane/contract';
import { Badge, Button, defineColumns } from '@corvane/ui';
import { Link } from 'react-router';
import { formatShortDay, SHORT_DAY } from '../../lib/dates';
import { newCount, stateWords } from './jobWords';

// The jobs table's columns. The title names each row and opens the job; the count of
// applications opens them in the Applications screen. Titles and places wrap, at a width of
// their own, so the counts and actions fit beside them.

export interface JobRowActions {
  onClose: (job: StaffJob) => void;
  onReopen: (job: StaffJob) => Promise<void>;
  /** The job being reopened: its button shows it is busy. */
  reopening: string | null;
}

const hidden = (words: string) => <span className="cv-visually-hidden">{words}</span>;

export const jobColumns = ({ onClose, onReopen, reopening }: JobRowActions) =>
  defineColumns<StaffJob>()([
    {
      id: 'title',
      header: 'Job',
      rowHeader: true,
      value: (job) => job.title,
      cell: (job) => (
        <Link
          to={`/jobs/${encodeURIComponent(job._id)}`}
          className="jobs-table__wrap jobs-table__title"
        >
          {job.title}
        </Link>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      value: (job) => job.employmentType,
      cell: (job) => <Badge employmentType={job.employmentType} />,
    },
    {
      id: 'location',
      header: 'Location',
      value: (job) => job.location,
      cell: (job) => <span className="jobs-table__wrap">{job.location}</span>,
    },
    {
      id: 'state',
      header: 'State',
      value: (job) => stateWords(job),
      // "Closed since 4 Mar 2026": the badge, with the day under it.
      cell: (job) =>
        job.closedAt ? (
          <span className="jobs-table__state">
            <Badge>Closed</Badge>
            <span className="jobs-table__since"> since {formatShortDay(job.closedAt)}</span>
          </span>
        ) : (
          <Badge tone="success">Open</Badge>
        ),
    },
    {
      id: 'applications',
      header: 'Applications',
      numeric: true,
      value: (job) => job.applicants.total,
      cell: (job) =>
        job.applicants.total > 0 ? (
          <Link to={`/applications?job=${encodeURIComponent(job._id)}`}>
            {job.applicants.total}
            {hidden(
              ` ${job.applicants.total === 1 ? 'application' : 'applications'} for ${job.title}`,
            )}
          </Link>
        ) : (
          0
        ),
    },
    { id: 'new', header: 'New', numeric: true, value: newCount },
    {
      id: 'posted',
      header: 'Posted',
      value: (job) => new Date(job.createdAt),
      dateFormat: SHORT_DAY,
    },
    {
      id: 'actions',
      header: 'Actions',
      searchable: false,
      value: () => null,
      // One button that changes its words, so focus stays on it when the job changes state.
      cell: (job) => (
        <Button
          variant="outline"
          size="sm"
          loading={reopening === job._id}
          onClick={() => (job.closedAt ? void onReopen(job) : onClose(job))}
        >
          {job.closedAt ? 'Reopen' : 'Close'}
          {hidden(` ${job.title}`)}
        </Button>
      ),
    },
  ]);
