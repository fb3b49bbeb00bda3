import { HOSPITAL_STATUSES } from '@aushadh/shared/hospitals/schemas.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAdminHospitals, useReviewHospital } from '../api/hospitals-api.ts';

/** /admin/hospitals: submitted hospitals to approve or reject (the admin console's queue comes later). */
export default function AdminHospitalsPage() {
  const { t } = useTranslation('hospitals');
  const { error: errorOf } = useErrorText();
  const [status, setStatus] = useState<(typeof HOSPITAL_STATUSES)[number]>('pending');
  const query = useAdminHospitals(status);
  const review = useReviewHospital();
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('admin.title')} | Aushadh`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
      <div role="group" aria-label={t('admin.filter')} className="flex gap-2">
        {HOSPITAL_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'primary' : 'outline'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t(`admin.status.${s}`)}
          </Button>
        ))}
      </div>
      {review.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorOf(review.error)}
        </p>
      ) : null}
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-slate-600">{t('admin.empty')}</p>}
      >
        {(list) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.map((h) => (
              <li key={h.id} className="flex flex-wrap items-center gap-3 p-4" data-testid={`admin-hospital-${h.id}`}>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-slate-900">{h.name}</p>
                  <p className="text-slate-600">
                    {h.address}, {h.city} {h.pincode} · <span dir="ltr">{h.phone}</span> · {h.specialties.join(', ')}
                    {h.emergency24x7 ? ` · ${t('emergency24x7')}` : ''}
                  </p>
                  {h.duplicateOf ? (
                    <p className="font-semibold text-amber-800">
                      {t('admin.duplicateOf', { name: h.duplicateOf.name, id: h.duplicateOf.id })}
                    </p>
                  ) : null}
                </div>
                {h.status === 'pending' ? (
                  <div className="flex gap-2">
                    <Button
                      size="md"
                      disabled={review.isPending}
                      onClick={() => review.mutate({ id: h.id, decision: 'approve' })}
                    >
                      {t('admin.approve')}
                    </Button>
                    <Button
                      size="md"
                      variant="outline"
                      disabled={review.isPending}
                      onClick={() => review.mutate({ id: h.id, decision: 'reject' })}
                    >
                      {t('admin.reject')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
