import type { PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { FileCheck2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { myPrescriptionsQueryKey, useMyPrescriptions } from '../api/get-my-prescriptions.ts';
import { PrescriptionStatusBadge } from './prescription-status-badge.tsx';
import { UploadPrescriptionButton } from './upload-prescription-button.tsx';

export interface PrescriptionPickerProps {
  /** The prescription chosen for the order, or null for "upload later". */
  value: number | null;
  onChange: (prescriptionId: number | null) => void;
}

/** What checkout may name: approved and still usable, or still waiting for the pharmacist. */
const choosable = (p: PrescriptionSummary) => p.usable || p.status === 'pending' || p.status === 'callback';

/**
 * Checkout's "Use a prescription you already uploaded" (issue 12): the customer's approved, valid
 * prescriptions with quantity left, and those still being verified; or upload one now, or later.
 */
export function PrescriptionPicker({ value, onChange }: PrescriptionPickerProps) {
  const { t, i18n } = useTranslation('prescriptions');
  const queryClient = useQueryClient();
  const query = useMyPrescriptions();
  const name = useId();
  const option = (checked: boolean) =>
    cn(
      'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
      checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-300',
    );
  return (
    <section
      aria-labelledby={`${name}-title`}
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
      data-testid="prescription-picker"
    >
      <h2 id={`${name}-title`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <FileCheck2 className="size-5 text-amber-700" aria-hidden="true" />
        {t('picker.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('picker.description')}</p>
      <QueryState
        query={query}
        loading={<Skeleton className="mt-3 h-20 rounded-lg" />}
        errorTitle={t('mine.loadFailed')}
      >
        {(list) => {
          const choices = list.filter(choosable);
          return (
            <fieldset className="mt-3 flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('picker.useExisting')}</legend>
              {choices.map((p) => (
                <label key={p.id} className={option(value === p.id)}>
                  <input
                    type="radio"
                    name={name}
                    className="mt-1 size-4 accent-brand-700"
                    checked={value === p.id}
                    onChange={() => onChange(p.id)}
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {t('mine.number', { id: p.id })}
                      <PrescriptionStatusBadge status={p.status} />
                    </span>
                    <span className="text-slate-600">
                      {p.usable && p.validUntil
                        ? t('picker.approvedLine', {
                            name: p.reviewer?.name ?? '',
                            date: formatCalendarDate(p.validUntil, i18n.language, {
                              weekday: undefined,
                              year: 'numeric',
                            }),
                          })
                        : t('mine.uploadedOn', { date: formatDateTime(p.submittedAt, i18n.language) })}
                    </span>
                    {p.medicines.length > 0 ? (
                      <span className="truncate text-xs text-slate-500">
                        {p.medicines
                          .map((m) => m.name)
                          .filter(Boolean)
                          .join(', ')}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
              {choices.length === 0 ? <p className="text-sm text-slate-600">{t('picker.noneYet')}</p> : null}
              <label className={option(value === null)}>
                <input
                  type="radio"
                  name={name}
                  className="mt-1 size-4 accent-brand-700"
                  checked={value === null}
                  onChange={() => onChange(null)}
                />
                <span className="text-slate-800">{t('picker.later')}</span>
              </label>
            </fieldset>
          );
        }}
      </QueryState>
      <UploadPrescriptionButton
        variant="outline"
        className="mt-3 w-full sm:w-auto"
        label={t('picker.uploadNew')}
        onUploaded={(uploaded) => {
          // The new one is listed at once and chosen for this order.
          queryClient.setQueryData(myPrescriptionsQueryKey, (list: PrescriptionSummary[] | undefined) =>
            list ? [uploaded, ...list.filter((p) => p.id !== uploaded.id)] : [uploaded],
          );
          onChange(uploaded.id);
        }}
      />
    </section>
  );
}
