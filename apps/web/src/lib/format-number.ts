const countFormatter = new Intl.NumberFormat('en-IN');

/** Formats a count with Indian digit grouping, e.g. 125000 → "1,25,000". */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}
