import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { assertive, listening, polite } from '../../testing/screenReader';
import {
  applicantColumns,
  applicants,
  queryApplicants,
  type Applicant,
  type ApplicantsPage,
  type ApplicantsQuery,
} from './applicants';
import { DataTable } from './DataTable';
import type { DataTableProps } from './types';

// The table fed by a server (`manual`), and its loading, empty and error states.
const ApplicantTable = DataTable as (props: DataTableProps<Applicant>) => ReactElement;

const texts = { loading: 'Loading applicants…' };

const meta = {
  title: 'Components/DataTable/Server, loading, empty and error',
  component: ApplicantTable,
  args: {
    caption: 'Applicants',
    columns: applicantColumns,
    data: [],
    getRowId: (applicant) => applicant.id,
    timeZone: 'UTC',
    texts,
  },
} satisfies Meta<typeof ApplicantTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const FAILED = 'The applicants could not be loaded. Check your connection and try again.';
const FIRST_QUERY: ApplicantsQuery = { sorting: null, search: '', pageIndex: 0, pageSize: 10 };

/** Replies a play function holds back, to look at the table while a page loads. */
const heldReplies: { holding: boolean; waiting: Array<() => void> } = {
  holding: false,
  waiting: [],
};
const holdReplies = () => {
  heldReplies.holding = true;
};
const releaseReplies = () => {
  heldReplies.holding = false;
  for (const reply of heldReplies.waiting.splice(0)) reply();
};

/** A stand-in for the staff console's API: answers (or fails) after a short wait, like a network. */
const fetchApplicants = (query: ApplicantsQuery, fail: boolean) =>
  new Promise<ApplicantsPage>((resolve, reject) => {
    const reply = () => (fail ? reject(new Error('503')) : resolve(queryApplicants(query)));
    setTimeout(() => (heldReplies.holding ? heldReplies.waiting.push(reply) : reply()), 300);
  });

/** An app that asks the server for one page at a time: the table reports, the app fetches. */
function ServerApplicants({ failures = 0 }: { failures?: number }) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const [page, setPage] = useState<ApplicantsPage>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const attempts = useRef(0);
  const latest = useRef(0);

  const request = useCallback(
    (next: ApplicantsQuery) => {
      // Only the answer to the latest request is shown.
      const ticket = ++latest.current;
      fetchApplicants(next, attempts.current++ < failures).then(
        (result) => {
          if (ticket !== latest.current) return;
          setPage(result);
          setLoading(false);
        },
        () => {
          if (ticket !== latest.current) return;
          setFailed(true);
          setLoading(false);
        },
      );
    },
    [failures],
  );
  useEffect(() => request(FIRST_QUERY), [request]);

  const load = (next: ApplicantsQuery) => {
    setQuery(next);
    setLoading(true);
    setFailed(false);
    request(next);
  };

  return (
    <ApplicantTable
      {...meta.args}
      manual
      data={page.rows}
      rowCount={page.total}
      sorting={query.sorting}
      onSortingChange={(sorting) => load({ ...query, sorting, pageIndex: 0 })}
      pageIndex={query.pageIndex}
      pageSize={query.pageSize}
      onPageIndexChange={(pageIndex) => load({ ...query, pageIndex })}
      loading={loading}
      error={failed ? FAILED : undefined}
      onRetry={() => load(query)}
    />
  );
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Fed by a server, as an app gets it: the first page of 45 applicants, once it has come. */
export const FromTheServer: Story = {
  render: () => <ServerApplicants />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1–10 of 45')).toBeVisible();
  },
};

/**
 * Server-side (`manual`): `data` is one page, `rowCount` all of them; sorting and pages are asked
 * of the server. While a page loads the old rows stay, dimmed, and the table is busy.
 */
export const ServerSidePages: Story = {
  tags: ['spoken'],
  render: () => <ServerApplicants />,
  // Nothing held back for the next story.
  beforeEach: () => releaseReplies,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await expect(await canvas.findByText('Showing 1–10 of 45')).toBeVisible();
      const table = canvas.getByRole('table', { name: 'Applicants' });
      await expect(table).not.toHaveAttribute('aria-busy');

      // While the next page is on its way:
      holdReplies();
      await userEvent.click(canvas.getByRole('button', { name: 'Next page, page 2 of 5' }));
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await reader.heard(polite('Loading applicants…'));
      // the old rows hold the place, until the new ones come.
      await expect(rowNames(table)[0]).toBe('Jane Doe');
      releaseReplies();
      await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
      await expect(rowNames(table)[0]).toBe('Daniel Kim');
      await reader.heard(polite('Showing 11–20 of 45'));
      await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // Sorting asks the server for the first page in the new order.
      await userEvent.click(canvas.getByRole('button', { name: 'Applied' }));
      await reader.heard(polite('Sorted by Applied, ascending'));
      await waitFor(() => expect(rowNames(table)[0]).toBe('Nia Thompson'));
      await expect(canvas.getByRole('columnheader', { name: 'Applied' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(canvas.getByText('Showing 1–10 of 45')).toBeVisible();
    }),
};

/** The first page loading: the header and skeleton rows hold the place; the table is busy. */
export const Loading: Story = {
  args: { loading: true, pageSize: 5 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Applicants' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading applicants…')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    // Skeleton rows are not read out: only the header row is a row.
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
  },
};

/** A later page loading: the rows already shown stay, dimmed but readable, until it comes. */
export const LoadingTheNextPage: Story = {
  args: { loading: true, data: applicants.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Applicants' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();
  },
};

/** Nothing to show: the header stays, and the message is in the rows' place. */
export const Empty: Story = {
  args: { emptyMessage: 'No applications yet. New ones appear here as they come in.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No applications yet. New ones appear here as they come in.'),
    ).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Position' })).toBeVisible();
  },
};

/** Loading failed: said at once, with a way to try again; focus moves to the table meanwhile. */
export const ErrorWithRetry: Story = {
  tags: ['spoken'],
  render: () => <ServerApplicants failures={1} />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await expect(await canvas.findByText(FAILED)).toBeVisible();
      await reader.heard(assertive(FAILED));
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      const table = canvas.getByRole('table', { name: 'Applicants' });
      await expect(table).toHaveFocus();
      await reader.heard(polite('Loading applicants…'));
      await expect(await canvas.findByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();
      await expect(canvas.queryByText(FAILED)).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    }),
};
