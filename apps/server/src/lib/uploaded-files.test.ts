import { describe, expect, it } from 'vitest';
import { cleanFileName, hasPdfFrame } from './uploaded-files.ts';

describe('uploaded files', () => {
  it('a PDF needs its header first and its %%EOF trailer near the end', () => {
    const body = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    expect(hasPdfFrame(Buffer.concat([body, Buffer.from('%%EOF\n')]))).toBe(true);
    // Cut off before the end (an interrupted upload), or a trailer buried far from the end.
    expect(hasPdfFrame(body)).toBe(false);
    expect(hasPdfFrame(Buffer.concat([body, Buffer.from('%%EOF'), Buffer.alloc(4096, 32)]))).toBe(false);
    expect(hasPdfFrame(Buffer.from('<html>%%EOF'))).toBe(false);
    expect(hasPdfFrame(Buffer.alloc(0))).toBe(false);
  });

  it('a file name loses control and direction characters, and falls back when nothing is left', () => {
    expect(cleanFileName('  report\u202Efdp.exe\u0000 ', 'file')).toBe('reportfdp.exe');
    expect(cleanFileName('\u200F\u0007', 'report.pdf')).toBe('report.pdf');
    expect(cleanFileName('HbA1c मार्च.pdf', 'file')).toBe('HbA1c मार्च.pdf');
  });
});
