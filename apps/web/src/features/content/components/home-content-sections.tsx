import { Lightbulb, Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articlesQueryOptions, contentLanguage } from '../api/articles-api.ts';
import { useTipOfTheDay, useTestimonials } from '../api/home-content-api.ts';
import { useQuery } from '@tanstack/react-query';
import { ArticleCard } from './article-card.tsx';

/** Today's tip (Asia/Kolkata date) from the admin's tips; nothing at all when there is none or it failed. */
export function TipOfTheDay() {
  const { t, i18n } = useTranslation('content');
  const { data } = useTipOfTheDay(contentLanguage(i18n.language));
  if (!data?.tip) return null;
  return (
    <section aria-labelledby="tip-of-the-day" className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
      <h2 id="tip-of-the-day" className="flex items-center gap-2 text-lg font-bold text-emerald-900">
        <Lightbulb className="size-5" aria-hidden="true" />
        {t('home.tipTitle')}
      </h2>
      <p className="mt-2 text-base text-emerald-950" lang={data.tip.language} data-testid="tip-of-the-day">
        {data.tip.text}
      </p>
    </section>
  );
}

/** The three newest health articles, with a link to the blog. */
export function HealthArticles() {
  const { t, i18n } = useTranslation('content');
  const { data } = useQuery(
    articlesQueryOptions({
      section: 'health',
      category: null,
      tag: '',
      page: 1,
      language: contentLanguage(i18n.language),
    }),
  );
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="home-articles">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-articles" className="text-xl font-bold text-slate-900">
          {t('home.articlesTitle')}
        </h2>
        <Link
          to="/health-blog"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('home.seeAll')}
        </Link>
      </div>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.slice(0, 3).map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
    </section>
  );
}

export function Testimonials() {
  const { t } = useTranslation('content');
  const { data } = useTestimonials();
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className="text-xl font-bold text-slate-900">
        {t('home.testimonialsTitle')}
      </h2>
      {/* Scrolls sideways: focusable, so a keyboard can scroll it too. */}
      <ul
        className="mt-3 flex snap-x gap-4 overflow-x-auto pb-2 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        tabIndex={0}
        aria-labelledby="home-testimonials"
      >
        {data.items.map((item) => (
          <li
            key={item.id}
            className="flex w-72 shrink-0 snap-start flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <Quote className="size-5 text-brand-600 rtl:-scale-x-100" aria-hidden="true" />
            <p className="flex-1 text-sm text-slate-800" lang={item.language} dir="auto">
              {item.quote}
            </p>
            <p
              className="flex items-center gap-0.5 text-amber-600"
              role="img"
              aria-label={t('home.rating', { rating: item.rating })}
            >
              {Array.from({ length: item.rating }, (_, i) => (
                <Star key={i} className="size-4 fill-current" aria-hidden="true" />
              ))}
            </p>
            <p className="text-sm font-semibold text-slate-900">
              {item.name} · <span className="font-normal text-slate-600">{item.city}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Home, below the fold (issue 16): the tip of the day, health articles and testimonials. Loaded after the page
 * is live (its own chunk, outside the first visit's budget); each part shows nothing when it has nothing.
 */
export default function HomeContentSections() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 lg:px-6">
      <TipOfTheDay />
      <HealthArticles />
      <Testimonials />
    </div>
  );
}
