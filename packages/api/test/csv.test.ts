import { describe, expect, it } from 'vitest';
import { csvField } from '../src/services/csv';

// RFC 4180 quoting, and what spreadsheets advise against formula injection (OWASP).

describe('a CSV field', () => {
  it.each([
    ['plain', 'plain'],
    ["O'Brien, Jr.", '"O\'Brien, Jr."'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['张伟', '张伟'],
    ['=1+1', "'=1+1"],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x", "y")', `"'=HYPERLINK(""x"", ""y"")"`],
  ])('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('writes numbers as they are', () => {
    expect(csvField(-5)).toBe('-5');
  });
});
