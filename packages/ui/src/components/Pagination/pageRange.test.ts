import { describe, expect, it } from 'vitest';
import { pageRange, type PageItem } from './pageRange';

/** The list as a visitor reads it: `1 … 4 5 6 … 9`. */
const shown = (items: PageItem[]) =>
  items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(shown(pageRange({ page: 1, pageCount: 1 }))).toBe('1');
    expect(shown(pageRange({ page: 3, pageCount: 7 }))).toBe('1 2 3 4 5 6 7');
  });

  it('shows nothing for no pages', () => {
    expect(pageRange({ page: 1, pageCount: 0 })).toEqual([]);
  });

  it.each([
    [1, '1 2 3 4 5 … 9'],
    [2, '1 2 3 4 5 … 9'],
    [4, '1 2 3 4 5 … 9'],
    [5, '1 … 4 5 6 … 9'],
    [6, '1 … 5 6 7 8 9'],
    [9, '1 … 5 6 7 8 9'],
  ])('puts gaps around page %i of 9, keeping seven places', (page, expected) => {
    expect(shown(pageRange({ page, pageCount: 9 }))).toBe(expected);
  });

  it('never hides a single page behind a gap', () => {
    for (let page = 1; page <= 12; page++) {
      const items = pageRange({ page, pageCount: 12 });
      items.forEach((item, index) => {
        if (item.type !== 'gap') return;
        const before = items[index - 1];
        const after = items[index + 1];
        if (before?.type !== 'page' || after?.type !== 'page')
          throw new Error('gap not between pages');
        expect(after.page - before.page).toBeGreaterThan(2);
      });
      expect(items).toHaveLength(7);
    }
  });

  it('names each gap by its side, so both can be keyed', () => {
    expect(pageRange({ page: 10, pageCount: 20 }).filter((item) => item.type === 'gap')).toEqual([
      { type: 'gap', side: 'start' },
      { type: 'gap', side: 'end' },
    ]);
  });

  it('keeps the current page in range when it is out of bounds', () => {
    expect(shown(pageRange({ page: 40, pageCount: 9 }))).toBe('1 … 5 6 7 8 9');
    expect(shown(pageRange({ page: 0, pageCount: 9 }))).toBe('1 2 3 4 5 … 9');
  });

  it('widens with more siblings and boundaries', () => {
    expect(shown(pageRange({ page: 10, pageCount: 20, siblings: 2, boundaries: 2 }))).toBe(
      '1 2 … 8 9 10 11 12 … 19 20',
    );
  });
});
