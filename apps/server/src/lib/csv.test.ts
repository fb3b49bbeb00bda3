import { describe, expect, it } from 'vitest';
import { csvCell, csvRows, csvValue, parseCsv, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes what RFC 4180 says must be quoted, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // Numbers are numbers: a negative quantity is data, not a formula.
    expect(csvCell(-1)).toBe('-1');
  });

  it('writes CRLF rows after a byte order mark', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n');
    // A file written a chunk at a time reads the same.
    expect(toCsv(['A', 'B'], []) + csvRows([['1', 'x,y']])).toBe(toCsv(['A', 'B'], [['1', 'x,y']]));
  });

  it('reads back what it writes: quotes, commas, line breaks, a BOM, blank lines; names the line each row starts on', () => {
    const file = toCsv(
      ['name', 'note'],
      [
        ['Dolo 650', 'say "hi", then\nleave'],
        ['=SUM(A1)', ''],
      ],
    );
    expect(parseCsv(file)).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Dolo 650', 'say "hi", then\nleave'] },
      { line: 4, cells: ["'=SUM(A1)", ''] },
    ]);
    expect(csvValue("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(csvValue("'plain")).toBe("'plain");
    expect(parseCsv('a,b\n\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
    ]);
  });

  it('refuses a file whose quote never closes', () => {
    expect(parseCsv('a,"b\n1,2')).toBeNull();
  });
});
