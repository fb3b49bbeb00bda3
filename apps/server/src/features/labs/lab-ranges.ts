import type { LabFlag } from '@aushadh/shared/labs/schemas.ts';

/** A reference range row as the seed wrote it (an open end is null). */
export interface RangeLike {
  sex: 'any' | 'male' | 'female';
  ageMinYears: number;
  ageMaxYears: number;
  low: number | null;
  high: number | null;
  normalText: string | null;
}

export interface ChosenRange {
  low: number | null;
  high: number | null;
  normalText: string | null;
}

/**
 * The range a person is judged against: the rows for their sex (or any) and age; a sex-specific row beats an
 * 'any' row, a narrower age band beats a wider one. A person of another sex is judged against the union of
 * the men's and women's ranges (nothing is flagged that either would call normal). Null when none applies.
 */
export function chooseRange(
  ranges: readonly RangeLike[],
  person: { sex: 'male' | 'female' | 'other'; ageYears: number },
): ChosenRange | null {
  const byAge = ranges.filter((r) => person.ageYears >= r.ageMinYears && person.ageYears <= r.ageMaxYears);
  if (person.sex === 'other') {
    const any = byAge.filter((r) => r.sex === 'any');
    if (any.length > 0) return pick(any);
    if (byAge.length === 0) return null;
    const lows = byAge.map((r) => r.low);
    const highs = byAge.map((r) => r.high);
    return {
      low: lows.some((l) => l === null) ? null : Math.min(...(lows as number[])),
      high: highs.some((h) => h === null) ? null : Math.max(...(highs as number[])),
      normalText: byAge[0]!.normalText,
    };
  }
  const own = byAge.filter((r) => r.sex === person.sex);
  if (own.length > 0) return pick(own);
  const any = byAge.filter((r) => r.sex === 'any');
  return any.length > 0 ? pick(any) : null;
}

function pick(rows: readonly RangeLike[]): ChosenRange {
  const best = [...rows].sort((a, b) => a.ageMaxYears - a.ageMinYears - (b.ageMaxYears - b.ageMinYears))[0]!;
  return { low: best.low, high: best.high, normalText: best.normalText };
}

const sameFinding = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** low/high for a number outside its range; abnormal for a finding other than the normal one. */
export function flagOf(range: ChosenRange | null, value: { numeric: number | null; text: string | null }): LabFlag {
  if (!range) return 'normal';
  if (value.numeric !== null) {
    if (range.low !== null && value.numeric < range.low) return 'low';
    if (range.high !== null && value.numeric > range.high) return 'high';
    return 'normal';
  }
  if (value.text !== null && range.normalText !== null && !sameFinding(value.text, range.normalText)) return 'abnormal';
  return 'normal';
}

/** A lab number as typed: digits with one optional decimal point (a comma accepted), optional sign. */
export function parseLabNumber(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^-?\d{1,9}(\.\d{1,4})?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const fmt = (n: number, decimals: number) => n.toFixed(decimals);

/** "13.0–17.0", "< 200", "≥ 40", "Negative", '' (for lists and the laboratory's form). */
export function rangeLabel(range: ChosenRange | null, decimals: number): string {
  if (!range) return '';
  if (range.normalText !== null) return range.normalText;
  if (range.low !== null && range.high !== null) return `${fmt(range.low, decimals)}–${fmt(range.high, decimals)}`;
  if (range.high !== null) return `≤ ${fmt(range.high, decimals)}`;
  if (range.low !== null) return `≥ ${fmt(range.low, decimals)}`;
  return '';
}

/** The adult ranges of a parameter in one line: "13.0–17.0 (men), 12.0–15.0 (women)". */
export function adultRangeLine(ranges: readonly RangeLike[], decimals: number): string {
  const adult = ranges.filter((r) => r.ageMinYears <= 30 && r.ageMaxYears >= 30);
  const parts = adult.map((r) => {
    const label = rangeLabel(r, decimals);
    return r.sex === 'male' ? `${label} (men)` : r.sex === 'female' ? `${label} (women)` : label;
  });
  return parts.join(', ');
}
