// The data screens' parts render to a string in Node: no browser globals during render or at
// import, no warnings, and the markup carries the table's semantics before any script runs.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, defineColumns, Pagination, SearchField } from '../src';

interface Job {
  id: string;
  title: string;
  openings: number;
  posted: Date;
}

const jobs: Job[] = [
  {
    id: 'qa',
    title: 'Senior QA Automation Engineer',
    openings: 3,
    posted: new Date(Date.UTC(2025, 2, 14, 12)),
  },
  {
    id: 'sap',
    title: 'SAP FICO Consultant',
    openings: 1250,
    posted: new Date(Date.UTC(2025, 1, 3, 12)),
  },
];

const columns = defineColumns<Job>()([
  { id: 'title', header: 'Job', value: (job) => job.title, sortable: true, rowHeader: true },
  {
    id: 'openings',
    header: 'Openings',
    value: (job) => job.openings,
    sortable: true,
    numeric: true,
  },
  { id: 'posted', header: 'Posted', value: (job) => job.posted },
]);

const table = (props: Partial<Parameters<typeof DataTable<Job>>[0]> = {}) => (
  <DataTable
    caption="Open jobs"
    columns={columns}
    data={jobs}
    getRowId={(job) => job.id}
    timeZone="UTC"
    {...props}
  />
);

const render = (element: ReactElement) => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const html = renderToString(element);
  expect(errors).not.toHaveBeenCalled();
  return html;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('server rendering of the data parts', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('DataTable: caption, sort buttons, aria-sort on the sorted column only, row headers', () => {
    const html = render(
      table({ defaultSorting: { columnId: 'openings', direction: 'descending' } }),
    );
    expect(html).toMatch(/<table[^>]*><caption id="[^"]+"[^>]*>Open jobs<\/caption>/);
    expect(html).toMatch(
      /<th scope="col" class="[^"]*"><button type="button"[^>]*><span>Job<\/span>/,
    );
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"[^>]*><button[^>]*><span>Openings/);
    // Sorted on the server too: the most openings first, grouped as the locale writes them.
    expect(html).toMatch(
      /<th scope="row"[^>]*>SAP FICO Consultant<\/th><td[^>]*>1,250<\/td><td[^>]*>Feb 3, 2025<\/td>.*Senior QA/s,
    );
    // The scroll area is named and focusable only once it is known to scroll, in the browser.
    expect(html).not.toContain('role="region"');
    expect(html).not.toContain('aria-busy');
  });

  it('DataTable with selection: each checkbox named for its row', () => {
    const html = render(table({ selectable: true, defaultSelectedRowIds: ['qa'] }));
    expect(html).toMatch(/<input type="checkbox"[^>]*aria-label="Select all rows"/);
    expect(html).toMatch(/aria-label="Select Senior QA Automation Engineer"[^>]*checked=""/);
    expect(html).toMatch(/aria-label="Select SAP FICO Consultant"/);
  });

  it('DataTable loading: busy, skeleton rows hidden, the status in its region', () => {
    const html = render(table({ data: [], loading: true, pageSize: 3 }));
    expect(html).toMatch(/<table[^>]*aria-busy="true"/);
    expect(html.match(/<tr class="cv-data-table__row" aria-hidden="true">/g)).toHaveLength(3);
    expect(html).toMatch(
      /<div class="cv-live-region cv-data-table__notice" aria-live="polite">.*Loading…/s,
    );
  });

  it('DataTable failed: the message in the assertive region, a retry beside it', () => {
    const html = render(
      table({ data: [], error: 'The jobs could not be loaded.', onRetry: () => {} }),
    );
    expect(html).toMatch(
      /aria-live="assertive">.*The jobs could not be loaded\..*<\/div><button type="button"[^>]*>.*Try again/s,
    );
  });

  it('DataTable paged: the range and the pagination', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...jobs[0]!, id: `job-${i}` }));
    const html = render(table({ data: many, pageSize: 10, defaultPageIndex: 1 }));
    expect(html).toContain('Showing 11–20 of 25');
    expect(html).toMatch(/<nav aria-label="Pagination".*aria-label="Page 2" aria-current="page"/s);
  });

  it('Pagination as links: the current page marked, Previous and Next say where they go', () => {
    const html = render(
      <Pagination page={1} pageCount={9} href={(page) => `/careers?page=${page}`} />,
    );
    expect(html).toMatch(/<nav aria-label="Pagination" class="cv-pagination">/);
    expect(html).toMatch(
      /<a role="link" class="[^"]*" aria-label="Previous" aria-disabled="true">/,
    );
    expect(html).toMatch(
      /<a class="[^"]*" aria-label="Page 1" aria-current="page" href="\/careers\?page=1">1<\/a>/,
    );
    expect(html).toMatch(/aria-label="Next page, page 2 of 9" href="\/careers\?page=2"/);
    expect(html).toMatch(/<li class="cv-pagination__gap" aria-hidden="true">…<\/li>/);
  });

  it('SearchField: a labelled search box, the clear button while there is text', () => {
    const html = render(<SearchField id="find" label="Search applicants" defaultValue="SAP" />);
    expect(html).toMatch(/<label for="find"[^>]*>Search applicants<\/label>/);
    expect(html).toMatch(/<input type="search"[^>]*id="find"[^>]*value="SAP"/);
    expect(html).toMatch(/<button type="button" class="cv-search-field__clear">.*Clear search/s);
    expect(render(<SearchField label="Search applicants" />)).not.toContain('Clear search');
  });
});
