import type { OfferView } from '@aushadh/shared/offers/schemas.ts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { offerHeadline, offerTerms, offerTitle } from './offer-terms.ts';

const KIND_STYLE: Record<OfferView['kind'], string> = {
  festival: 'from-amber-700 to-orange-700',
  store: 'from-brand-700 to-brand-600',
  bank: 'from-slate-700 to-slate-600',
};

/** One offer: what it takes off, its code (copy to type at checkout) and every term. */
export function OfferCard({ offer, className }: { offer: OfferView; className?: string }) {
  const { t, i18n } = useTranslation('offers');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(offer.code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure page): the code stays visible to type.
    }
  };
  return (
    <article
      className={cn('flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white', className)}
      data-testid="offer-card"
      data-code={offer.code}
    >
      <div className={cn('bg-gradient-to-r p-4 text-white', KIND_STYLE[offer.kind])}>
        <Badge className="mb-2 bg-white/20 text-white">
          {t(`kind.${offer.kind}`)}
          {offer.occasion && offer.kind === 'festival' ? ` · ${offer.occasion}` : ''}
        </Badge>
        <p className="text-2xl font-extrabold">{offerHeadline(offer, t)}</p>
        <h3 className="mt-1 text-sm font-medium text-white/95">{offerTitle(offer, t)}</h3>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-1">
          <span className="text-xs text-slate-600">
            {t('card.code')}{' '}
            <span className="font-mono text-base font-bold tracking-wider text-slate-900" data-testid="offer-code">
              {offer.code}
            </span>
          </span>
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            aria-label={t('card.copy', { code: offer.code })}
          >
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            <span aria-live="polite">{copied ? t('card.copied') : null}</span>
          </button>
        </div>
        <div>
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('terms.title')}</h4>
          <ul className="list-disc space-y-0.5 ps-5 text-sm text-slate-700">
            {offerTerms(offer, t, i18n.language).map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
