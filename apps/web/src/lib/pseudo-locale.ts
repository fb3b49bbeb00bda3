import type { i18n as I18nInstance } from 'i18next';

/*
 * The pseudo-locale (issue 20): `?lang=pseudo` in development, or in a build made with VITE_PSEUDO_LOCALE=1
 * (never in production builds), shows every translated string accented and about 40 % longer, so clipped or
 * overflowing text shows up before a real translation does. English underneath: nothing to translate.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((ch, i) => [
    ch,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

/** "Add to cart" → "[Åđđ ţö çàŕţ ·······]": accented, bracketed (a cut-off end shows), padded to ~140 %. */
export function pseudoLocalize(text: string): string {
  if (!text.trim()) return text;
  // Placeholders, tags of <Trans> and URLs stay as they are.
  const parts = text.split(/(\{\{[^}]*\}\}|<[^>]+>|https?:\/\/\S+)/g);
  const body = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch]!))).join('');
  const letters = text.replace(/\{\{[^}]*\}\}|<[^>]+>/g, '').length;
  return `[${body} ${'·'.repeat(Math.max(1, Math.round(letters * 0.4)))}]`;
}

export function pseudoLocaleRequested(): boolean {
  const enabled = import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === '1';
  return enabled && new URLSearchParams(globalThis.location?.search ?? '').get('lang') === 'pseudo';
}

/** Registers the post-processor and returns the option that turns it on. */
export function enablePseudoLocale(instance: I18nInstance): { postProcess: string[] } {
  instance.use({ type: 'postProcessor', name: 'pseudo', process: (value: string) => pseudoLocalize(value) });
  return { postProcess: ['pseudo'] };
}
