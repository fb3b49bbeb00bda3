import type { LanguageCode } from './languages.ts';

/**
 * The interface language most people read in each state or union territory (issue 20 item 6), by the state's
 * name as the delivery check answers it (India Post's, title-cased; Telangana and Ladakh as they are now).
 * Only suggested, once, to a visitor who never chose a language — never forced. States whose main language
 * the product does not offer yet (Odia, Assamese, Konkani, the north-east's) and mixed metros' neighbours are
 * left out rather than guessed: English stays.
 */
const STATE_LANGUAGES: Readonly<Record<string, LanguageCode>> = {
  andhrapradesh: 'te',
  telangana: 'te',
  tamilnadu: 'ta',
  puducherry: 'ta',
  pondicherry: 'ta',
  kerala: 'ml',
  lakshadweep: 'ml',
  karnataka: 'kn',
  westbengal: 'bn',
  tripura: 'bn',
  gujarat: 'gu',
  dadraandnagarhaveli: 'gu',
  damananddiu: 'gu',
  maharashtra: 'mr',
  punjab: 'pa',
  uttarpradesh: 'hi',
  madhyapradesh: 'hi',
  bihar: 'hi',
  rajasthan: 'hi',
  haryana: 'hi',
  delhi: 'hi',
  uttarakhand: 'hi',
  himachalpradesh: 'hi',
  jharkhand: 'hi',
  chhattisgarh: 'hi',
  chattisgarh: 'hi',
  chandigarh: 'hi',
};

/** "Daman & Diu", "DAMAN AND DIU" → "damananddiu". */
const stateKey = (state: string) =>
  state
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/** The language to suggest for a state, or null when English should stay. */
export function languageForState(state: string | null | undefined): LanguageCode | null {
  return state ? (STATE_LANGUAGES[stateKey(state)] ?? null) : null;
}
