import { HighlightedText } from '../../../components/ui/highlighted-text.tsx';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** [start, end) ranges of every occurrence of the query's words in the text (case-insensitive). */
function rangesOfWords(text: string, query: string): [number, number][] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return [];
  return [...text.matchAll(new RegExp(words.join('|'), 'gi'))].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * The text with what matched in <mark>: the server's ranges when it sent them (they know about typos and
 * spelling variants: "paracetmol" marks "Paracetamol"), else every occurrence of the query's words.
 */
export function HighlightMatch({
  text,
  query,
  ranges,
}: {
  text: string;
  query: string;
  ranges?: readonly (readonly [number, number])[] | undefined;
}) {
  return <HighlightedText text={text} ranges={ranges ?? rangesOfWords(text, query)} />;
}
