import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { listening, polite } from '../../testing/screenReader';
import { Pagination } from './Pagination';

// The careers page's job list, 20 jobs a page (173 in all: 9 pages).
const PER_PAGE = 20;
const TOTAL = 173;
const PAGES = Math.ceil(TOTAL / PER_PAGE);

const rangeOf = (page: number) => ({
  first: (page - 1) * PER_PAGE + 1,
  last: Math.min(page * PER_PAGE, TOTAL),
  total: TOTAL,
});

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: PAGES, href: (page: number) => `/careers?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As an app gets it: page 5 of 9 as links, the pages far away behind gaps. */
export const Default: Story = {};

function JobPages({ onPageChange }: { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageCount={PAGES}
      itemRange={rangeOf(page)}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
    />
  );
}

/**
 * Buttons (`onPageChange`) for a list the app pages itself: Next says where it goes, the current
 * page is marked, and the new range is said.
 */
export const NextAndPrevious: Story = {
  tags: ['spoken'],
  args: { onPageChange: fn() },
  render: (args) => <JobPages onPageChange={args.onPageChange} />,
  play: ({ canvas, userEvent, args }) =>
    listening(async (reader) => {
      const nav = canvas.getByRole('navigation', { name: 'Pagination' });
      await expect(canvas.getByText('Showing 1–20 of 173')).toBeVisible();
      const next = within(nav).getByRole('button', { name: 'Next page, page 2 of 9' });
      await userEvent.click(next);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await reader.heard(polite('Showing 21–40 of 173'));
      // The same button, now going one further; focus stays on it.
      await expect(next).toHaveAccessibleName('Next page, page 3 of 9');
      await expect(next).toHaveFocus();
      await userEvent.click(
        within(nav).getByRole('button', { name: 'Previous page, page 1 of 9' }),
      );
      await reader.heard(polite('Showing 1–20 of 173'));
    }),
};

/** At the ends, Previous (or Next) is shown but cannot be used; a keyboard keeps its place on it. */
export const EndsCannotBeUsed: Story = {
  args: { page: 9, href: undefined, onPageChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    // The current page does nothing either.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 9' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** As links: each page has an address; Previous on page 1 has none, so it cannot be followed. */
export const Links: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/careers?page=2',
    );
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = canvas.getByRole('link', { name: 'Previous' });
    await expect(previous).not.toHaveAttribute('href');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Next page, page 2 of 9' })).toHaveAttribute(
      'href',
      '/careers?page=2',
    );
  },
};

/** A few pages: every one shown, no gaps. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getAllByRole('link', { name: /^Page / })).toHaveLength(4);
  },
};

/**
 * Where the numbers do not fit (a phone): Previous, "Page 5 of 9" and Next, across the width.
 * It follows the pagination's own width (a container query), not the window's.
 */
export const PhoneWidth: Story = {
  args: { itemRange: rangeOf(5) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByText('Page 5 of 9')).toBeVisible();
    // The numbers (and the gaps between them) are out of the page for everyone.
    await expect(within(nav).queryByRole('link', { name: 'Page 4' })).toBeNull();
    for (const gap of within(nav).getAllByText('…')) await expect(gap).not.toBeVisible();
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Previous page, page 4 of 9',
      'Next page, page 6 of 9',
    ]);
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const page = nav.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Do: say how many there are and where the visitor is: "Showing 81–100 of 173". */
export const DoShowTheRange: Story = {
  name: 'Do: show the range and the current page',
  args: { itemRange: rangeOf(5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 81–100 of 173')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Don't: split a short list. Twelve offices on two pages hide half of them for no gain. */
export const DontPageAShortList: Story = {
  name: 'Don’t: page a short list',
  args: { page: 1, pageCount: 2, itemRange: { first: 1, last: 6, total: 12 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1–6 of 12')).toBeVisible();
  },
};
