import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { NotificationKind } from '@aushadh/shared/notifications/schemas.ts';
import { wordNotification } from '@aushadh/shared/notifications/wording.ts';
import i18next from 'i18next';
import { readerFormats } from '../../i18n/server-i18n.ts';

type Params = Readonly<Record<string, string | number>>;

/**
 * The web's `notifications` namespace (apps/web/src/locales/<lang>/notifications.json): the inbox shows these
 * texts, and a push or fallback mail about the same thing must say the same, so both read one set of
 * translations (decision 0027) instead of a copy that would drift.
 */
const WEB_LOCALES = new URL('../../../../web/src/locales/', import.meta.url);
const readWebNamespace = (language: LanguageCode): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`${language}/notifications.json`, WEB_LOCALES), 'utf8')) as Record<string, unknown>;

// Read once at start (16 small files); never per notification.
const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, { notifications: readWebNamespace(language) }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  ns: ['notifications'],
  defaultNS: 'notifications',
  // Push payloads and plain-text mail: nothing here is HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * The title and text of a push message or fallback mail in the reader's language (`users.language`; English for
 * an unknown code), worded as the inbox words it.
 */
export function notificationText(
  kind: NotificationKind,
  params: Params,
  language: string = DEFAULT_LANGUAGE,
): { title: string; body: string; language: LanguageCode } {
  const reader = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const t = texts.getFixedT(reader, 'notifications');
  const formats = readerFormats(reader);
  const worded = wordNotification(
    { kind, params: { ...params } },
    {
      t: (key, values) => t(key, values ?? {}),
      moment: (iso) => formats.dateTime(new Date(iso)),
      day: (isoDate) =>
        new Intl.DateTimeFormat(formats.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${isoDate}T00:00:00Z`),
        ),
    },
  );
  return { ...worded, language: reader };
}
