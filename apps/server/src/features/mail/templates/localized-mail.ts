import { languageDir, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { TFunction } from 'i18next';
import { readerFormats, translatorFor } from '../../../i18n/server-i18n.ts';
import type { OutgoingMail } from '../mail.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * A mail in its reader's language: the greeting, the paragraphs the caller wrote with `t`, the signature; the
 * same text as plain text and as a small HTML part whose `lang` and `dir` let mail apps pick fonts and lay
 * Arabic out right to left (plain text has no direction of its own).
 */
export function localizedMail(
  to: string,
  language: LanguageCode,
  write: (
    t: TFunction,
    formats: ReturnType<typeof readerFormats>,
  ) => { subject: string; name: string; paragraphs: string[] },
): OutgoingMail & { html: string } {
  const t = translatorFor(language, 'mail');
  const { subject, name, paragraphs } = write(t, readerFormats(language));
  const blocks = [
    name.trim() ? t('greeting', { name: name.trim() }) : t('greetingNoName'),
    ...paragraphs.filter((p) => p.trim() !== ''),
    t('signature'),
  ];
  const dir = languageDir(language);
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:'Noto Sans',Arial,sans-serif;line-height:1.5;text-align:${dir === 'rtl' ? 'right' : 'left'}">` +
    blocks.map((b) => `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`).join('') +
    '</body></html>';
  return { to, subject, text: blocks.join('\n\n'), html };
}
