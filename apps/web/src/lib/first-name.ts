/** Titles people put before their name; the greeting uses the name after them. */
const TITLES = new Set(['dr', 'dr.', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'prof', 'prof.', 'shri', 'smt', 'smt.']);

/** "Priya" from "Priya Sharma", "Meera" from "Dr. Meera Iyer"; the fallback (e.g. username) when blank. */
export function firstName(name: string, fallback: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words.find((word) => !TITLES.has(word.toLowerCase())) ?? words[0];
  return first || fallback;
}
