import { EMERGENCY_NEXT } from '@aushadh/shared/emergency/emergency-constants.ts';
import { type EmergencyRequest } from '@aushadh/shared/emergency/schemas.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import {
  useDestinationHospitals,
  useMoveEmergencyRequest,
  useStaffEmergencyRequests,
  useTrackedRequest,
} from '../api/emergency-requests.ts';
import { Call112First } from '../components/emergency-numbers.tsx';
import { EmergencyRequestForm } from '../components/emergency-request-form.tsx';
import { StatusSteps } from '../components/status-steps.tsx';

function Tracked({ code }: { code: string }) {
  const { t } = useTranslation('emergency');
  const query = useTrackedRequest(code);
  if (!query.data) return <QueryFallback query={query} />;
  const request = query.data;
  return (
    <section
      aria-labelledby="tracked-title"
      data-testid="tracked-request"
      className="rounded-xl border-2 border-brand-600 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="tracked-title" className="text-xl font-bold text-slate-900">
        {t('track.title', { code: request.trackingCode })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t(`services.${request.service}.name`)} · {formatMoney(request.pricePaise)}
        {request.destination ? ` · ${request.destination}` : ''}
      </p>
      <div className="mt-3">
        <StatusSteps status={request.status} />
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('track.keepCode')}</p>
    </section>
  );
}

function StaffPanel() {
  const { t } = useTranslation('emergency');
  const { error } = useErrorText();
  const query = useStaffEmergencyRequests(true);
  const move = useMoveEmergencyRequest();
  return (
    <section
      aria-labelledby="staff-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="staff-requests"
    >
      <h2 id="staff-title" className="text-xl font-bold text-slate-900">
        {t('staff.title')}
      </h2>
      {move.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error(move.error)}
        </p>
      ) : null}
      {!query.data ? (
        <QueryFallback query={query} />
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('staff.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {query.data.map((r: EmergencyRequest) => (
            <li key={r.id} className="flex flex-col gap-2 py-3" data-testid={`staff-request-${r.trackingCode}`}>
              <p className="text-sm text-slate-800">
                <strong dir="ltr">{r.trackingCode}</strong> · {t(`services.${r.service}.name`)} · {r.contactName}{' '}
                <a href={`tel:${r.phone}`} dir="ltr" className="text-brand-700 underline">
                  {r.phone}
                </a>{' '}
                · {r.pickupAddress}, {r.pincode}
                {r.supportLevel ? ` · ${t(`form.support.${r.supportLevel}`)}` : ''}
              </p>
              <StatusSteps status={r.status} />
              <div className="flex flex-wrap gap-2">
                {EMERGENCY_NEXT[r.status].map((to) => (
                  <Button
                    key={to}
                    size="sm"
                    variant={to === 'cancelled' ? 'outline' : 'primary'}
                    disabled={move.isPending}
                    onClick={() => move.mutate({ id: r.id, to })}
                  >
                    {t(`staff.to.${to}`)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /services/ambulance-request: pickup, destination hospital, condition, life support; tracked by code; staff move it. */
export default function AmbulanceRequestPage({
  staff = false,
  pincode = null,
}: {
  staff?: boolean;
  pincode?: string | null;
}) {
  const { t } = useTranslation('emergency');
  // Destination choices near the Deliver-to pincode (in the browser; without JavaScript: "nearest suitable").
  const destinations = useDestinationHospitals(pincode);
  const [search] = useSearchParams();
  const code = search.get('code');
  useMetaDescription(t('ambulanceRequest.meta'));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('ambulanceRequest.title')} | Aushadh`}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('ambulanceRequest.title')}</h1>
        <p className="mt-1 text-slate-600">{t('ambulanceRequest.subtitle')}</p>
      </header>
      <Call112First />
      {code && /^EM-[0-9A-Z]{8}$/.test(code) ? <Tracked code={code} /> : null}
      {staff ? <StaffPanel /> : null}
      <EmergencyRequestForm
        service="ambulance"
        returnTo="/services/ambulance-request"
        ambulanceDetails
        hospitals={destinations.data?.items ?? []}
      />
    </div>
  );
}
