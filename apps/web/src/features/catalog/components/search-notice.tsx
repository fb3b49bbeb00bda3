import type { SearchSummary } from '@aushadh/shared/catalog/schemas.ts';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The same listing with another `q` (and back to page 1). */
function hrefWithQuery(pathname: string, search: string, q: string): string {
  const params = new URLSearchParams(search);
  params.set('q', q);
  params.delete('page');
  return `${pathname}?${params.toString()}`;
}

/**
 * Above the results of a text search: what was shown instead when not every word matched ("No exact match
 * for X — showing results for Y", or the partial-match notice) and "Did you mean …?" as a link.
 */
export function SearchNotice({ summary }: { summary: SearchSummary }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const { query, mode, matchedWords, unmatchedWords, suggestion } = summary;
  const suggestionLink = suggestion ? (
    <Link
      to={hrefWithQuery(location.pathname, location.search, suggestion)}
      dir="auto"
      className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      data-testid="did-you-mean"
    />
  ) : null;

  let notice: ReactNode = null;
  if (mode === 'corrected' && suggestionLink) {
    notice = (
      <Trans
        t={t}
        i18nKey="listing.noExactMatch"
        values={{ query, suggestion }}
        components={{ spelling: suggestionLink }}
      />
    );
  } else if (mode === 'partial') {
    notice =
      unmatchedWords.length > 0
        ? t('listing.partialMatch', { query, matched: matchedWords.join(' ') })
        : t('listing.partialMixed', { query });
  }
  const didYouMean =
    suggestionLink && mode !== 'corrected' ? (
      <Trans t={t} i18nKey="listing.didYouMean" values={{ suggestion }} components={{ spelling: suggestionLink }} />
    ) : null;
  if (!notice && !didYouMean) return null;

  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-slate-800"
      data-testid="search-notice"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-0.5">
        {notice ? <p>{notice}</p> : null}
        {didYouMean ? <p>{didYouMean}</p> : null}
      </div>
    </div>
  );
}
