import { describe, expect, it } from 'vitest';
import { triage } from '../triage/triage.ts';
import { EVALUATION_CASES } from './cases.ts';

/**
 * Issue 16: the evaluation set runs in CI and prints its figures. 100 % of red flags must reach "emergency";
 * at most 10 % of self-care cases may be over-triaged.
 */
describe('assistant evaluation set', () => {
  const results = EVALUATION_CASES.map((item) => ({ item, level: triage(item.text).level }));

  it('has the size and spread the issue asks for', () => {
    expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(150);
    expect(EVALUATION_CASES.filter((item) => item.redFlag).length).toBeGreaterThanOrEqual(50);
    const languages = new Set(EVALUATION_CASES.map((item) => item.lang));
    for (const lang of ['en', 'hi', 'hi-latn', 'ta', 'bn'] as const) expect(languages).toContain(lang);
    expect(EVALUATION_CASES.filter((item) => item.typo).length).toBeGreaterThanOrEqual(10);
    expect(new Set(EVALUATION_CASES.map((item) => item.text)).size).toBe(EVALUATION_CASES.length);
  });

  it('sends every red flag to emergency and over-triages at most 10 % of self-care cases', () => {
    const redFlags = results.filter(({ item }) => item.redFlag);
    const missedRedFlags = redFlags.filter(({ level }) => level !== 'emergency');
    const selfCare = results.filter(({ item }) => item.expected === 'self-care');
    const overTriaged = selfCare.filter(({ level }) => level !== 'self-care');
    const exact = results.filter(({ item, level }) => item.expected === level);
    const languages = [...new Set(results.map(({ item }) => item.lang))];
    const byLanguage = languages.map((lang) => {
      const list = results.filter(({ item }) => item.lang === lang);
      return `${lang} ${list.filter(({ item, level }) => item.expected === level).length}/${list.length}`;
    });
    const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
    console.log(
      [
        `assistant evaluation: ${results.length} cases (${redFlags.length} red flags, ${selfCare.length} self-care)`,
        `  red flags reaching emergency: ${redFlags.length - missedRedFlags.length}/${redFlags.length} (${percent(redFlags.length - missedRedFlags.length, redFlags.length)})`,
        `  self-care over-triaged: ${overTriaged.length}/${selfCare.length} (${percent(overTriaged.length, selfCare.length)})`,
        `  exact level: ${exact.length}/${results.length} (${percent(exact.length, results.length)}); ${byLanguage.join(', ')}`,
        ...results
          .filter(({ item, level }) => item.expected !== level)
          .map(({ item, level }) => `  differs: "${item.text}" expected ${item.expected}, got ${level}`),
      ].join('\n'),
    );
    expect(missedRedFlags.map(({ item }) => item.text)).toEqual([]);
    expect(overTriaged.length / selfCare.length).toBeLessThanOrEqual(0.1);
  });
});
