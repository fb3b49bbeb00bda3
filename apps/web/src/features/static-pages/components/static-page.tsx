import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** The shape of one page in the `static-pages` namespace (translation content, not an API contract). */
const staticPageContentSchema = z.object({
  title: z.string(),
  lead: z.string(),
  updated: z.string().optional(),
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z.array(z.string()).optional(),
      list: z.array(z.string()).optional(),
      cards: z.array(z.object({ title: z.string(), text: z.string(), meta: z.string().optional() })).optional(),
      note: z.string().optional(),
      email: z.string().optional(),
      emailLabel: z.string().optional(),
    }),
  ),
});

export type StaticPageKey = 'about' | 'careers' | 'partner' | 'terms' | 'privacy';

/** Renders a content page (about, careers, partner, terms, privacy) from its translations. */
export function StaticPage({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation('static-pages');
  const parsed = staticPageContentSchema.safeParse(t(page, { returnObjects: true }));
  useMetaDescription(parsed.success ? parsed.data.lead : null);
  if (!parsed.success) return null;
  const content = parsed.data;
  const sectionId = (index: number) => `${page}-section-${index + 1}`;
  const showToc = content.sections.length >= 6;

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-12 lg:px-6">
      <title>{`${content.title} | ${t('brand.name')}`}</title>
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{content.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">{content.lead}</p>
        {content.updated ? <p className="mt-3 text-sm text-slate-500">{content.updated}</p> : null}
      </header>
      <div className={showToc ? 'grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]' : undefined}>
        {showToc ? (
          <nav aria-label={t('onThisPage')} className="hidden lg:block">
            <div className="sticky top-36 rounded-xl border border-slate-200 p-4">
              <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('onThisPage')}</p>
              <ol className="flex flex-col gap-1.5 text-sm">
                {content.sections.map((section, index) => (
                  <li key={section.heading}>
                    <a href={`#${sectionId(index)}`} className="text-slate-600 hover:text-brand-800 hover:underline">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}
        <div className="flex max-w-3xl flex-col gap-8">
          {content.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={sectionId(index)} className="scroll-mt-36">
              <h2 id={sectionId(index)} className="mb-3 text-xl font-bold text-slate-900">
                {section.heading}
              </h2>
              <div className="flex flex-col gap-3 text-[15px] leading-relaxed text-slate-700">
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="list-disc space-y-1.5 ps-5 marker:text-brand-600">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {section.cards ? (
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {section.cards.map((card) => (
                      <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-4">
                        <h3 className="font-semibold text-slate-900">{card.title}</h3>
                        {card.meta ? <p className="mt-0.5 text-xs font-medium text-brand-700">{card.meta}</p> : null}
                        <p className="mt-2 text-sm text-slate-600">{card.text}</p>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {section.note ? <p>{section.note}</p> : null}
                {section.email ? (
                  <p>
                    <a
                      href={`mailto:${section.email}`}
                      className="inline-flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-100"
                    >
                      <Mail className="size-4" aria-hidden="true" />
                      {section.emailLabel ? `${section.emailLabel}: ` : null}
                      {section.email}
                    </a>
                  </p>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
