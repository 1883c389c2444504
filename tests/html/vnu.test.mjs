// How the Nu Html Checker's answer is read: which messages fail a page, which are shown as
// warnings, which are left out, and how each reads in npm test's output.
import { describe as suite, expect, it } from 'vitest';
import { KNOWN_INVALID, caughtKnownInvalid, describe, sortMessages } from './vnu.mjs';

// Messages as vnu.jar --format json writes them (taken from a run on the site's build).
const duplicateId = {
  type: 'error',
  url: 'file:/tmp/pages/page-0.html',
  lastLine: 1,
  lastColumn: 91951,
  firstColumn: 91921,
  message: 'Duplicate ID “cv-mark”.',
  extract: 'se"><defs><linearGradient id="cv-mark" x1="0" y1="0" x2="1" y2="1"><stop',
};
const noTitle = {
  type: 'error',
  url: 'file:/tmp/pages/page-1.html',
  lastLine: 1,
  lastColumn: 2226,
  firstColumn: 2204,
  message: 'Element “head” is missing a required instance of child element “title”.',
  extract: ';</script></head><body>',
};
const sectionWarning = {
  type: 'info',
  subType: 'warning',
  url: 'file:/tmp/pages/page-0.html',
  lastLine: 1,
  lastColumn: 18900,
  firstColumn: 18810,
  message: 'Section lacks heading.',
  extract: '<section id="about">',
};
const trailingSlash = {
  type: 'info',
  url: 'file:/tmp/pages/page-1.html',
  lastLine: 1,
  lastColumn: 63,
  firstColumn: 41,
  message: 'Trailing slash on void elements has no effect.',
};

const pages = [
  { path: '/', file: '/tmp/pages/page-0.html' },
  { path: '/no-such-page', file: '/tmp/pages/page-1.html' },
];

suite('reading the Nu Html Checker', () => {
  it('gives each page its own errors and warnings, and leaves info messages out', () => {
    const [home, missing] = sortMessages(pages, [
      duplicateId,
      sectionWarning,
      noTitle,
      trailingSlash,
    ]);
    expect(home).toMatchObject({ path: '/', errors: [describe(duplicateId)] });
    expect(home.warnings).toEqual([describe(sectionWarning)]);
    expect(missing).toMatchObject({
      path: '/no-such-page',
      errors: [describe(noTitle)],
      warnings: [],
    });
  });

  it('fails every page on a message about none of them (the checker could not read a file)', () => {
    const trouble = { type: 'non-document-error', subType: 'io', message: 'File not found.' };
    const results = sortMessages(pages, [trouble]);
    expect(results.map((page) => page.errors)).toEqual([['File not found.'], ['File not found.']]);
  });

  it('says where an error is, what it is and the markup around it', () => {
    expect(describe(noTitle)).toBe(
      'line 1, column 2204: Element “head” is missing a required instance of child element “title”. In: ";</script></head><body>"',
    );
  });

  it('has a control document with both faults, and knows when the checker caught them', () => {
    expect(KNOWN_INVALID).not.toContain('<title>');
    expect(KNOWN_INVALID.match(/id="twice"/g)).toHaveLength(2);
    expect(caughtKnownInvalid([describe(duplicateId), describe(noTitle)])).toBe(true);
    expect(caughtKnownInvalid([describe(duplicateId)])).toBe(false);
    expect(caughtKnownInvalid([])).toBe(false);
  });
});
