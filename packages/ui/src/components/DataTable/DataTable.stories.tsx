import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { listening, polite } from '../../testing/screenReader';
import { SearchField } from '../SearchField';
import { applicantColumns, applicants, type Applicant } from './applicants';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './types';

// Applicants to Corvane's open roles, as the staff console's recruiters will see them.
const ApplicantTable = DataTable as (props: DataTableProps<Applicant>) => ReactElement;

const meta = {
  title: 'Components/DataTable',
  component: ApplicantTable,
  args: {
    caption: 'Applicants',
    columns: applicantColumns,
    data: applicants.slice(0, 8),
    getRowId: (applicant) => applicant.id,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ApplicantTable>;

export default meta;
type Story = StoryObj<typeof meta>;

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Presses Tab until `target` has focus (the scroll area may come first, when it scrolls). */
async function tabTo(userEvent: UserEvent, target: HTMLElement, presses = 4) {
  for (let i = 0; i < presses && target.ownerDocument.activeElement !== target; i++) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** The row headers' text, top to bottom: the order a visitor reads. */
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** As an app gets it: eight applicants, sortable by name, position, stage, date and experience. */
export const Default: Story = {};

/** WAI-ARIA APG's sortable table: Enter on a header's button sorts, again reverses, and is said. */
export const SortByKeyboard: Story = {
  tags: ['spoken'],
  args: { onSortingChange: fn() },
  play: ({ canvas, userEvent, args }) =>
    listening(async (reader) => {
      const table = canvas.getByRole('table', { name: 'Applicants' });
      const headers = within(table).getAllByRole('columnheader');
      // Not sorted yet: no header says it is.
      for (const header of headers) await expect(header).not.toHaveAttribute('aria-sort');
      const nameHeader = within(table).getByRole('columnheader', { name: 'Name' });
      const nameButton = within(nameHeader).getByRole('button', { name: 'Name' });
      // Location is not sortable: its header is plain text.
      const location = within(table).getByRole('columnheader', { name: 'Location' });
      await expect(within(location).queryByRole('button')).toBeNull();

      await tabTo(userEvent, nameButton);
      await userEvent.keyboard('{Enter}');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await reader.heard(polite('Sorted by Name, ascending'));
      await expect(rowNames(table).slice(0, 3)).toEqual([
        'Arjun Mehta',
        'Grace Okafor',
        'Hannah Schmidt',
      ]);
      await expect(args.onSortingChange).toHaveBeenLastCalledWith({
        columnId: 'name',
        direction: 'ascending',
      });

      await userEvent.keyboard('{Enter}');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await reader.heard(polite('Sorted by Name, descending'));
      await expect(rowNames(table)[0]).toBe('Samuel Adeyemi');

      // Another column: the sort moves there, and only there.
      const experience = within(table).getByRole('columnheader', { name: 'Experience (years)' });
      await tabTo(userEvent, within(experience).getByRole('button'));
      await userEvent.keyboard(' ');
      await expect(experience).toHaveAttribute('aria-sort', 'ascending');
      await reader.heard(polite('Sorted by Experience (years), ascending'));
      const sorted = headers.filter((header) => header.hasAttribute('aria-sort'));
      await expect(sorted).toEqual([experience]);
      await expect(rowNames(table)[0]).toBe('Priya Raman');
    }),
};

/** Row checkboxes named after their row; the header checkbox is mixed while some are chosen. */
export const SelectAll: Story = {
  tags: ['spoken'],
  args: { selectable: true, onSelectedRowIdsChange: fn() },
  play: ({ canvas, userEvent, args }) =>
    listening(async () => {
      const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
      await expect(all).not.toBeChecked();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Jane Doe' }));
      await expect(canvas.getByRole('checkbox', { name: 'Select Jane Doe' })).toBeChecked();
      await expect(all).toBePartiallyChecked();
      await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(['app-001']);

      // From mixed, the header checkbox selects every row...
      await userEvent.click(all);
      await expect(all).toBeChecked();
      for (const box of canvas.getAllByRole('checkbox', { name: /^Select (?!all)/ })) {
        await expect(box).toBeChecked();
      }
      await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(
        applicants.slice(0, 8).map((a) => a.id),
      );
      // ...and then none.
      await userEvent.keyboard(' ');
      await expect(all).not.toBeChecked();
      await expect(all).not.toBePartiallyChecked();
      await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([]);
    }),
};

function ControlledSelection() {
  const [selected, setSelected] = useState(['app-003', 'app-005']);
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-3)' }}>
      <p style={{ margin: 0 }}>{selected.length} of 8 applicants chosen for the hiring manager.</p>
      <ApplicantTable
        {...meta.args}
        selectable
        selectedRowIds={selected}
        onSelectedRowIdsChange={setSelected}
      />
    </div>
  );
}

/** Selection held by the app (`selectedRowIds`): the table shows it and reports each change. */
export const SelectionHeldByTheApp: Story = {
  render: () => <ControlledSelection />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select Grace Okafor' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Li Wei' }));
    await expect(
      canvas.getByText('1 of 8 applicants chosen for the hiring manager.'),
    ).toBeVisible();
  },
};

function SearchAndPages() {
  const [search, setSearch] = useState('');
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-4)' }}>
      <SearchField
        label="Search applicants"
        hint="Name, position or location"
        value={search}
        onValueChange={setSearch}
      />
      <ApplicantTable
        {...meta.args}
        data={applicants}
        globalFilter={search}
        pageSize={10}
        emptyMessage={`No applicants match “${search}”.`}
      />
    </div>
  );
}

/**
 * Client-side: the table searches, sorts and pages all 45 applicants itself. A new search starts
 * from page 1, and the rows shown are said ("Showing 1–4 of 4").
 */
export const SearchAndPagesInTheBrowser: Story = {
  tags: ['spoken'],
  render: () => <SearchAndPages />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      const table = canvas.getByRole('table', { name: 'Applicants' });
      await expect(canvas.getByText('Showing 1–10 of 45')).toBeVisible();
      const pages = canvas.getByRole('navigation', { name: 'Pagination' });
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
      await expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await reader.heard(polite('Showing 21–30 of 45'));
      await expect(rowNames(table)[0]).toBe('Ibrahim Yusuf');

      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search applicants' }), 'sap');
      await reader.heard(polite('Showing 1–5 of 5'));
      await expect(rowNames(table)).toEqual([
        'Arjun Mehta',
        'Kwame Mensah',
        'Ravi Shankar',
        'Rahul Verma',
        'Pedro Alves',
      ]);
      // One page: no page controls, still the count.
      await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

      await userEvent.type(canvas.getByRole('searchbox'), ' rust');
      await reader.heard(polite('No applicants match “sap rust”.'));
      await expect(within(table).getAllByRole('row')).toHaveLength(1);
    }),
};

/** On a phone the table scrolls sideways in a named area a keyboard can reach, and says so. */
export const PhoneWidth: Story = {
  args: { selectable: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const area = await canvas.findByRole('region', { name: 'Applicants' });
    await expect(area).toHaveAttribute('tabindex', '0');
    await expect(area).toHaveAccessibleDescription('Scroll sideways to see every column.');
    await expect(canvas.getByText('Scroll sideways to see every column.')).toBeVisible();
    await expect(area.scrollWidth).toBeGreaterThan(area.clientWidth);
    // The page itself does not scroll sideways.
    const page = area.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // The names stay in view as the rest scrolls.
    const name = canvas.getByRole('rowheader', { name: 'Jane Doe' });
    const before = name.getBoundingClientRect().left;
    area.scrollLeft = 200;
    await waitFor(() => expect(name.getBoundingClientRect().left).toBe(before));
    // Back to the start, as a visitor finds it (and as it is shot for the visual tests).
    area.scrollLeft = 0;
  },
};

/** Compact rows for dense screens; a long list in a fixed height keeps its header in view. */
export const CompactWithStickyHeader: Story = {
  args: { density: 'compact', data: applicants.slice(0, 20), maxHeight: '20rem' },
  play: async ({ canvas }) => {
    const area = await canvas.findByRole('region', { name: 'Applicants' });
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    area.scrollTop = 300;
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBe(area.getBoundingClientRect().top),
    );
    await expect(header).toBeVisible();
  },
};

/** Don't: cut headers short. "Exp" and "St" name the sort buttons too, and say nothing. */
const abbreviated: DataTableColumn<Applicant>[] = applicantColumns.map((column) => ({
  ...column,
  header:
    { name: 'Nm', position: 'Pos', stage: 'St', applied: 'Dt', experience: 'Exp' }[column.id] ??
    'Loc',
}));

export const DoSayWhatEachColumnHolds: Story = {
  name: 'Do: headers that say what a column holds, and in what unit',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Experience (years)' })).toBeInTheDocument();
  },
};

export const DontAbbreviateHeaders: Story = {
  name: 'Don’t: abbreviated headers',
  args: { columns: abbreviated },
  play: async ({ canvas }) => {
    // A screen reader hears "Exp, button": years, level, expiry?
    await expect(canvas.getByRole('button', { name: 'Exp' })).toBeInTheDocument();
  },
};
