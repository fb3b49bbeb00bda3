import type { AppliedOffer } from '@aushadh/shared/offers/schemas.ts';
import { BadgePercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useApplyCoupon } from '../api/apply-coupon.ts';

export interface CouponBoxProps {
  /** The offer in the summary's totals: the server's best, or the code the customer applied. */
  offer: AppliedOffer | null | undefined;
  /** The code the customer applied; null when the server chooses. */
  typedCode: string | null;
  onCodeChange: (code: string | null) => void;
}

/**
 * The offer at checkout (issue 18): the best eligible one is applied by the server and named here; a typed
 * code is tried on the server and either replaces it or is refused with the translated reason.
 */
export function CouponBox({ offer, typedCode, onCodeChange }: CouponBoxProps) {
  const { t } = useTranslation('checkout');
  const { error: errorText } = useErrorText();
  const apply = useApplyCoupon();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || apply.isPending) return;
    apply.mutate(trimmed, {
      onSuccess: (summary) => {
        onCodeChange(summary.offer?.code ?? null);
        setCode('');
      },
    });
  };

  const failure = apply.error ? (errorText(apply.error) ?? t('coupon.failed')) : null;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={`${inputId}-title`}
      data-testid="coupon-box"
    >
      <h2 id={`${inputId}-title`} className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <BadgePercent className="size-4 text-emerald-700" aria-hidden="true" />
        {t('coupon.title')}
      </h2>
      {offer ? (
        <div
          className="mb-3 flex items-start justify-between gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
          data-testid="applied-offer"
        >
          <p>
            <span className="font-semibold">
              {offer.automatic ? t('coupon.auto', { code: offer.code }) : t('coupon.applied', { code: offer.code })}
            </span>{' '}
            {t('coupon.saving', { amount: formatMoney(offer.amountPaise) })}
            {offer.cardOnly ? <span className="mt-1 block text-xs">{t('coupon.cardOnly')}</span> : null}
          </p>
          {typedCode ? (
            <button
              type="button"
              onClick={() => onCodeChange(null)}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              aria-label={t('coupon.remove', { code: offer.code })}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : (
        <p className="mb-3 text-sm text-slate-600">{t('coupon.none')}</p>
      )}
      <form onSubmit={submit} className="flex items-end gap-2" noValidate>
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-slate-700">
            {t('coupon.label')}
          </label>
          <Input
            id={inputId}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (apply.error) apply.reset();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className="h-11 uppercase"
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? errorId : undefined}
          />
        </div>
        <Button type="submit" variant="outline" className="h-11" disabled={apply.isPending || !code.trim()}>
          {apply.isPending ? t('coupon.applying') : t('coupon.apply')}
        </Button>
      </form>
      {failure ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700" data-testid="coupon-error">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
