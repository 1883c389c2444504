// CSV as RFC 4180 writes it and spreadsheets open it: CRLF between records; a field holding a
// comma, a quote or a line break in double quotes, its quotes doubled; UTF-8 with a byte order
// mark, so Excel reads non-Latin names right.

export const CSV_BOM = '\ufeff';

/** A cell a spreadsheet would run as a formula (OWASP, "CSV Injection"): = + - @ tab CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field. Text that would start a formula gets a leading ' so it stays text. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRecord = (values: (string | number)[]) => `${values.map(csvField).join(',')}\r\n`;
