import {
  ERROR_CATALOG,
  ERROR_CODES,
  FIELD_LABELS,
  ORDER_STATUS_WORDS,
  WORD_PARAMS,
} from '@aushadh/shared/errors/error-catalog.ts';
import { templateVariables } from '@aushadh/shared/errors/message-template.ts';
import { messageToken } from '@aushadh/shared/errors/message-token.ts';
import { LANGUAGE_CODES } from '@aushadh/shared/i18n/languages.ts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../test/render-with-providers.tsx';
import { ApiError } from './api-client.ts';
import { errorText, errorToken, messageText } from './error-text.ts';
import { i18n } from './i18n.ts';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/errors.json', { eager: true });
const bundle = (language: string) => bundles[`../locales/${language}/errors.json`]?.default;

/** The forms of a code in a bundle: `CODE`, or `CODE_one`, `CODE_other`… (i18next plurals). */
function formsOf(entries: Record<string, unknown>, code: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (key === code || key.replace(/_(zero|one|two|few|many|other)$/, '') === code) forms[key] = String(value);
  }
  return forms;
}

describe('errors.json: every code in every language', () => {
  it('has a bundle for each of the 16 languages', () => {
    expect(LANGUAGE_CODES).toHaveLength(16);
    for (const language of LANGUAGE_CODES) expect(bundle(language), language).toBeDefined();
  });

  it('English is the catalog’s text, word for word', () => {
    const en = bundle('en')!;
    for (const code of ERROR_CODES) {
      const { en: text } = ERROR_CATALOG[code];
      if (typeof text === 'string') expect(en[code], code).toBe(text);
      else expect({ one: en[`${code}_one`], other: en[`${code}_other`] }, code).toEqual(text);
    }
    expect(en.fields).toEqual(FIELD_LABELS);
    expect(en.orderStatuses).toEqual(ORDER_STATUS_WORDS);
  });

  it.for(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    '%s translates every code with the same placeholders, and every field label',
    (language) => {
      const entries = bundle(language)!;
      const en = bundle('en')!;
      // The word lists of word params (field labels, order statuses) are checked below.
      const known = new Set<string>(Object.values(WORD_PARAMS).map((param) => param.table));
      for (const code of ERROR_CODES) {
        const forms = formsOf(entries, code);
        const english = Object.values(formsOf(en, code));
        expect(Object.keys(forms).length, `${language} ${code}`).toBeGreaterThan(0);
        for (const [key, text] of Object.entries(forms)) {
          known.add(key);
          expect(text.trim(), `${language} ${key}`).not.toBe('');
          expect(templateVariables(text), `${language} ${key}`).toEqual(templateVariables(english[0]!));
          // A real translation, not the English copied over (codes whose text is only names and numbers aside).
          if (/[a-z]{4}/i.test(english[0]!.replace(/\{\{\w+\}\}/g, ''))) {
            expect(english, `${language} ${key}`).not.toContain(text);
          }
        }
        if (typeof ERROR_CATALOG[code].en !== 'string') {
          // Each plural form the language has (Intl's categories), so i18next never falls back to another text.
          for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
            expect(forms, `${language} ${code}_${category}`).toHaveProperty(`${code}_${category}`);
          }
        }
      }
      expect(Object.keys(entries).filter((key) => !known.has(key))).toEqual([]);
      expect(Object.keys(entries.fields as object).sort()).toEqual(Object.keys(FIELD_LABELS).sort());
      const statuses = entries.orderStatuses as Record<string, string>;
      expect(Object.keys(statuses).sort()).toEqual(Object.keys(ORDER_STATUS_WORDS).sort());
      for (const [status, word] of Object.entries(ORDER_STATUS_WORDS)) {
        expect(statuses[status]?.trim(), `${language} ${status}`).not.toBe('');
        expect(statuses[status], `${language} ${status}`).not.toBe(word);
      }
    },
  );
});

const reply = (status: number, body: unknown) => new ApiError(status, '', JSON.stringify(body));

describe('errorText', () => {
  beforeAll(() => setupTestI18n('hi'));
  const t = () => i18n.getFixedT('hi');

  it('shows a code with its params in the visitor’s language', () => {
    const outOfStock = reply(409, {
      code: 'OUT_OF_STOCK',
      message: 'Dolo 650 Tablet is out of stock',
      params: { name: 'Dolo 650 Tablet' },
    });
    expect(errorText(outOfStock, t())).toBe('Dolo 650 Tablet स्टॉक में नहीं है');
    expect(errorToken(outOfStock)).toBe('OUT_OF_STOCK{"name":"Dolo 650 Tablet"}');
  });

  it('says an order status param as the language’s word for it', () => {
    const shipped = reply(409, {
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'This order is already shipped and can no longer be cancelled.',
      params: { status: 'shipped' },
    });
    expect(errorText(shipped, t())).toBe('यह ऑर्डर पहले ही भेज दिया गया है और अब रद्द नहीं किया जा सकता।');
    expect(errorText(shipped, i18n.getFixedT('en'))).toBe(
      'This order is already shipped and can no longer be cancelled.',
    );
  });

  it('picks the plural form by the count param', () => {
    const locked = (minutes: number) =>
      reply(429, { code: 'RATE_LIMITED', message: '…', params: { minutes, retryAfterSeconds: minutes * 60 } });
    const en = i18n.getFixedT('en');
    expect(errorText(locked(1), en)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(errorText(locked(15), en)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('a refused form says its first issue, the field label translated', () => {
    const refused = reply(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid body (name): Name contains a character that is not allowed',
      issues: [
        {
          path: ['name'],
          message: 'Name contains a character that is not allowed',
          code: 'TEXT_FORBIDDEN_CHARACTER',
          params: { field: 'name' },
        },
      ],
    });
    expect(errorText(refused, t())).toBe('नाम में ऐसा अक्षर है जिसकी अनुमति नहीं है');
  });

  it('shows the server’s sentence when it sent no params (an older reply, a free-text error), else nothing', () => {
    const legacy = reply(409, { code: 'CONFLICT', message: 'Dolo 650 Tablet is out of stock' });
    expect(errorText(legacy, t())).toBe('Dolo 650 Tablet is out of stock');
    const unknownCode = reply(409, { code: 'SOMETHING_NEW', message: 'A newer server speaks', params: {} });
    expect(errorText(unknownCode, t())).toBe('A newer server speaks');
    const badParams = reply(409, { code: 'OUT_OF_STOCK', message: 'Out', params: { nom: 'x' } });
    expect(errorText(badParams, t())).toBe('Out');
    expect(errorText(new ApiError(502, 'Bad Gateway', '<html>'), t())).toBeUndefined();
    expect(errorText(new Error('offline'), t())).toBeUndefined();
  });
});

describe('messageText', () => {
  beforeAll(() => setupTestI18n('hi'));

  it('translates a shared schema’s token and leaves any other text as it is', () => {
    const t = i18n.getFixedT('hi');
    expect(messageText(messageToken('USERNAME_TOO_SHORT', { min: 4 }), t)).toBe('यूज़रनेम कम से कम 4 अक्षरों का होना चाहिए');
    expect(messageText('Already in Hindi: ठीक है', t)).toBe('Already in Hindi: ठीक है');
    expect(messageText(undefined, t)).toBeUndefined();
  });

  it('falls back to the catalog’s English while the namespace is not there', async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'hi', resources: {} });
    expect(messageText(messageToken('TEXT_TOO_LONG', { field: 'fullName', max: 100 }), bare.t)).toBe(
      'Full name must be at most 100 characters',
    );
  });
});
