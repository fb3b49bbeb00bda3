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

/** More rows of a file `toCsv` started (each ends with CRLF), for files written a chunk at a time. */
export function csvRows(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * Reads a CSV file as RFC 4180 writes it (and spreadsheets save it): fields in double quotes may hold commas,
 * doubled quotes and line breaks; CRLF or LF line ends; a leading byte order mark is dropped. Returns the rows
 * with the file's line number each starts on (what an import report names), blank lines skipped. Null when a
 * quote is never closed: the file is cut off or not CSV.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] | null {
  const rows: { line: number; cells: string[] }[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) return null;
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** A cell as `csvCell` wrote it, read back: the apostrophe that disarmed a formula is dropped. */
export function csvValue(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
