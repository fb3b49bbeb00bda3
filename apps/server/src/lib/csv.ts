/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, a quote or a line break in double quotes,
 * quotes doubled), safe to open in a spreadsheet: a cell that starts with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip) would be read as a formula, so it gets a leading apostrophe
 * (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole file: header row, then one row per record. Starts with a UTF-8 byte order mark, so spreadsheets
 * read names in Hindi or Tamil as they are.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
