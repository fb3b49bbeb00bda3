import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';

/*
 * Text in any of the 16 languages on a pdfkit page (the tax invoice, the e-prescription).
 *
 * pdfkit lays text out with fontkit, which shapes Indic clusters and joins Arabic letters, but it has no
 * bidirectional algorithm: a line with several Arabic words comes out with its words in logical order, left to
 * right, and the spaces misplaced. So right-to-left lines are broken and placed here, word by word from the right
 * edge (each word still shaped by fontkit); left-to-right runs inside them (numbers, codes, product names as
 * printed on the pack) keep their own order. Chinese is drawn with Noto Sans CJK (Debian fonts-noto-cjk, its
 * Simplified Chinese face) and may break between any two ideographs; without that font Chinese documents fall back
 * to English labels (`documentLanguage`).
 */

// Noto (Debian fonts-noto-core) draws Latin, Cyrillic, the rupee sign, the Indic scripts and Arabic; without it
// pdfkit falls back to the built-in Helvetica, which has none of them (amounts then read "Rs.").
const NOTO_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto'];
/** fonts-noto-cjk: one collection per weight; pdfkit picks the Simplified Chinese face by its PostScript name. */
const CJK_FONTS = {
  regular: { file: 'NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  bold: { file: 'NotoSansCJK-Bold.ttc', face: 'NotoSansCJKsc-Bold' },
};
const SCRIPTS: { name: string; ranges: [number, number][] }[] = [
  { name: 'Devanagari', ranges: [[0x0900, 0x097f]] },
  { name: 'Bengali', ranges: [[0x0980, 0x09ff]] },
  { name: 'Gurmukhi', ranges: [[0x0a00, 0x0a7f]] },
  { name: 'Gujarati', ranges: [[0x0a80, 0x0aff]] },
  { name: 'Oriya', ranges: [[0x0b00, 0x0b7f]] },
  { name: 'Tamil', ranges: [[0x0b80, 0x0bff]] },
  { name: 'Telugu', ranges: [[0x0c00, 0x0c7f]] },
  { name: 'Kannada', ranges: [[0x0c80, 0x0cff]] },
  { name: 'Malayalam', ranges: [[0x0d00, 0x0d7f]] },
  {
    name: 'Arabic',
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
  // CJK punctuation, kana, ideographs and the full-width forms Chinese punctuation uses (：（）).
  {
    name: 'CJK',
    ranges: [
      [0x3000, 0x9fff],
      [0xf900, 0xfaff],
      [0xff00, 0xffef],
    ],
  },
];

export function findNoto(file: string): string | null {
  for (const dir of NOTO_DIRS) if (existsSync(join(dir, file))) return join(dir, file);
  return null;
}

/** Whether the installed fonts can print a document's labels in `language` (no CJK font: Chinese cannot). */
export function documentLanguage(language: LanguageCode): LanguageCode {
  return language === 'zh' && !(findNoto(CJK_FONTS.regular.file) && findNoto(CJK_FONTS.bold.file)) ? 'en' : language;
}

export interface PdfFonts {
  regular: string;
  bold: string;
  italic: string;
  rupee: string;
  /** Script name → registered font names, for the scripts whose Noto font is installed. */
  scripts: Map<string, { regular: string; bold: string }>;
}

export function registerPdfFonts(doc: PDFKit.PDFDocument): PdfFonts {
  const regular = findNoto('NotoSans-Regular.ttf');
  const bold = findNoto('NotoSans-Bold.ttf');
  const scripts = new Map<string, { regular: string; bold: string }>();
  if (!regular || !bold) {
    return { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', rupee: 'Rs.', scripts };
  }
  doc.registerFont('body', regular);
  doc.registerFont('body-bold', bold);
  doc.registerFont('body-italic', findNoto('NotoSans-Italic.ttf') ?? regular);
  const cjk = [findNoto(CJK_FONTS.regular.file), findNoto(CJK_FONTS.bold.file)] as const;
  if (cjk[0] && cjk[1]) {
    // Loaded only when a page draws a Chinese run (the collections are 20 MB each; the PDF embeds a subset).
    doc.registerFont('CJK', cjk[0], CJK_FONTS.regular.face);
    doc.registerFont('CJK-bold', cjk[1], CJK_FONTS.bold.face);
    scripts.set('CJK', { regular: 'CJK', bold: 'CJK-bold' });
  }
  for (const { name } of SCRIPTS) {
    if (name === 'CJK') continue;
    const r = findNoto(`NotoSans${name}-Regular.ttf`);
    const b = findNoto(`NotoSans${name}-Bold.ttf`);
    if (!r || !b) continue;
    doc.registerFont(name, r);
    doc.registerFont(`${name}-bold`, b);
    scripts.set(name, { regular: name, bold: `${name}-bold` });
  }
  return { regular: 'body', bold: 'body-bold', italic: 'body-italic', rupee: '₹', scripts };
}

const scriptOf = (codePoint: number) =>
  SCRIPTS.find((s) => s.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))?.name ?? null;
/**
 * Spaces, digits, joiners and the few punctuation marks every Noto script font has go with the script around
 * them; other symbols (·, •, ₹, brackets: missing from the Indic or Arabic fonts) are drawn in Noto Sans.
 */
const isNeutral = (ch: string) => /[\s\d,.:-]/u.test(ch) || ch === '\u200c' || ch === '\u200d';

/** Splits text into runs of one script each (Latin = null), so each run gets a font that has its glyphs. */
export function scriptRuns(text: string): { script: string | null; text: string }[] {
  const runs: { script: string | null; text: string }[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const script = isNeutral(ch) ? (last?.script ?? null) : scriptOf(ch.codePointAt(0)!);
    if (last && (last.script === script || isNeutral(ch))) last.text += ch;
    else if (last && !last.text.trim()) Object.assign(last, { script, text: last.text + ch });
    else runs.push({ script, text: ch });
  }
  return runs;
}

/** Chinese has no spaces: a line may break between any two ideographs (or full-width marks). */
const CJK_PIECES = /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]+/gu;
/** The pieces a line may break between; `space`: whether a space separates the piece from the one before. */
const piecesOf = (paragraph: string) =>
  paragraph
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (word.match(CJK_PIECES) ?? [word]).map((text, i) => ({ text, space: i === 0 })));

/** Arabic letters (not its comma or digits): what makes a word read right to left. */
const hasRtl = (text: string) =>
  /[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/u.test(text);
/** "Pradesh،": a left-to-right word with Arabic punctuation after it, split so the mark sits on the Arabic side. */
const splitTrailingMark = (word: string) => {
  const match = /^(.*[^\u060c\u061b\u061f])([\u060c\u061b\u061f]+)$/u.exec(word);
  return match && !hasRtl(match[1]!) ? [match[1]!, match[2]!] : [word];
};

export interface WriteOptions {
  width: number;
  size?: number;
  bold?: boolean;
  /** Left-to-right layout; a paragraph with Arabic sits at the right edge of its box unless centred. */
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/** pdfkit's metrics of the current font (not in its types): where the baseline sits below the line's top. */
const ascentOf = (doc: PDFKit.PDFDocument, size: number) =>
  ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;

/**
 * `write(text, x, y, options)`: text in any script at (x, y), wrapped to `width`; returns the y below it.
 * Text in one script goes through pdfkit as it is; text mixing scripts is broken into lines and placed run by
 * run on one baseline (pdfkit's `continued` text misplaces runs of different fonts, centred text worst), and a
 * paragraph with Arabic is laid out right to left.
 */
export function pdfTextWriter(doc: PDFKit.PDFDocument, fonts: PdfFonts) {
  const fontFor = (script: string | null, bold: boolean) => {
    const own = script ? fonts.scripts.get(script) : undefined;
    return own ? (bold ? own.bold : own.regular) : bold ? fonts.bold : fonts.regular;
  };
  /** A word's runs in drawing order: right to left inside an Arabic word of a right-to-left paragraph. */
  const runsOf = (word: string, rtl: boolean) => (rtl && hasRtl(word) ? scriptRuns(word).reverse() : scriptRuns(word));
  const widthOf = (word: string, bold: boolean) =>
    scriptRuns(word).reduce((sum, run) => sum + doc.font(fontFor(run.script, bold)).widthOfString(run.text), 0);

  function writeRuns(
    text: string,
    x: number,
    y: number,
    o: Required<Omit<WriteOptions, 'color'>>,
    rtl: boolean,
  ): number {
    const space = doc.font(fonts.regular).widthOfString(' ');
    const scripts = [null, ...new Set(scriptRuns(text).map((run) => run.script))];
    // One baseline and line height for the paragraph: the tallest of the fonts it uses.
    const ascent = Math.max(...scripts.map((script) => ascentOf(doc.font(fontFor(script, o.bold)), o.size)));
    const lineHeight = Math.max(...scripts.map((script) => doc.font(fontFor(script, o.bold)).currentLineHeight(true)));
    let lineY = y;
    for (const paragraph of text.split('\n')) {
      // Break in logical order, then place each line's words.
      const lines: { text: string; space: boolean }[][] = [[]];
      let used = 0;
      for (const piece of piecesOf(paragraph)) {
        const w = widthOf(piece.text, o.bold);
        const gap = piece.space ? space : 0;
        if (lines.at(-1)!.length > 0 && used + gap + w > o.width) {
          lines.push([]);
          used = 0;
        }
        used += (lines.at(-1)!.length > 0 ? gap : 0) + w;
        lines.at(-1)!.push(piece);
      }
      for (const pieces of lines) {
        // Right-to-left paragraphs are Arabic: their pieces are whole words, each after a space.
        const words = pieces.map((piece) => piece.text);
        let visual = pieces.map((piece, i) => ({ ...piece, space: i > 0 && piece.space }));
        if (rtl) {
          // Words without Arabic letters next to each other keep their left-to-right order (numbers, codes, names).
          const groups: { rtl: boolean; words: string[] }[] = [];
          for (const word of words.flatMap(splitTrailingMark)) {
            const wordRtl = hasRtl(word) || /^[\u060c\u061b\u061f]+$/u.test(word);
            if (groups.at(-1)?.rtl === false && !wordRtl) groups.at(-1)!.words.push(word);
            else groups.push({ rtl: wordRtl, words: [word] });
          }
          visual = groups
            .reverse()
            .flatMap((g) => g.words)
            .map((text, i) => ({ text, space: i > 0 }));
        }
        const lineWidth = visual.reduce((sum, w) => sum + widthOf(w.text, o.bold) + (w.space ? space : 0), 0);
        // An Arabic line starts at the right edge of its box whatever the (left-to-right) layout says; only
        // centred stays centred.
        const free = o.width - lineWidth;
        let cursor = x + (o.align === 'center' ? free / 2 : o.align === 'right' || rtl ? free : 0);
        for (const word of visual) {
          if (word.space) cursor += space;
          for (const run of runsOf(word.text, rtl)) {
            doc.font(fontFor(run.script, o.bold));
            doc.text(run.text, cursor, lineY + ascent, { lineBreak: false, baseline: 'alphabetic' });
            cursor += doc.widthOfString(run.text);
          }
        }
        lineY += lineHeight;
      }
    }
    doc.x = x;
    doc.y = lineY;
    return lineY;
  }

  return function write(text: string, x: number, y: number, options: WriteOptions): number {
    const { width, bold = false, align = 'left', color = '#000000' } = options;
    // A word wider than its box (a Tamil header in a narrow column) is set smaller rather than broken
    // mid-letter: pdfkit would split it between grapheme parts.
    doc.fontSize(options.size ?? 8);
    const widest = Math.max(
      0,
      ...text
        .split('\n')
        .flatMap(piecesOf)
        .map((piece) => widthOf(piece.text, bold)),
    );
    const size = widest > width ? Math.max(4, ((options.size ?? 8) * width * 0.97) / widest) : (options.size ?? 8);
    doc.fontSize(size).fillColor(color);
    const runs = scriptRuns(text);
    let bottom: number;
    if (runs.length <= 1 && !hasRtl(text)) {
      doc.font(fontFor(runs[0]?.script ?? null, bold)).text(text, x, y, { width, align });
      bottom = doc.y;
    } else {
      bottom = writeRuns(text, x, y, { width, size, bold, align }, hasRtl(text));
    }
    doc.fillColor('#000000');
    return bottom;
  };
}
