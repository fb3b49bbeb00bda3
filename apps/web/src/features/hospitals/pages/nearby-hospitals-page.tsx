import { GEOLOCATION_MESSAGES } from '@aushadh/shared/delivery/schemas.ts';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { useNearbyHospitals, type NearbyOrigin } from '../api/hospitals-api.ts';
import { AddHospitalForm } from '../components/add-hospital-form.tsx';
import { HospitalCard } from '../components/hospital-card.tsx';

type GeoError = keyof typeof GEOLOCATION_MESSAGES;

/**
 * /nearby-hospitals: nearest first with km, from the browser's location (SPEC §8 messages, 10 s, high accuracy)
 * or the Deliver-to pincode; the add-hospital form below. `pincode` comes from the shell's Deliver-to.
 */
export default function NearbyHospitalsPage({ pincode }: { pincode: string | null }) {
  const { t } = useTranslation('hospitals');
  useMetaDescription(t('nearby.meta'));
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<GeoError | null>(null);
  const origin: NearbyOrigin | null = point ?? (pincode ? { pincode } : null);
  const query = useNearbyHospitals(origin);

  const locate = () => {
    setGeoError(null);
    if (!('geolocation' in navigator)) {
      setGeoError('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setPoint({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setGeoError(
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.POSITION_UNAVAILABLE
              ? 'unavailable'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'failed',
        );
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('nearby.title')} | Aushadh`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('nearby.title')}</h1>
          <p className="mt-1 text-slate-600">
            {point ? t('nearby.fromLocation') : pincode ? t('nearby.fromPincode', { pincode }) : t('nearby.subtitle')}
          </p>
        </div>
        <Button onClick={locate} disabled={locating}>
          <LocateFixed aria-hidden="true" />
          {locating ? t('nearby.locating') : t('nearby.useLocation')}
        </Button>
      </header>
      {geoError ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {t(`nearby.geo.${geoError}`, { defaultValue: GEOLOCATION_MESSAGES[geoError] })}
        </p>
      ) : null}
      {origin === null ? (
        <p className="rounded-xl bg-slate-50 p-6 text-slate-700">{t('nearby.needLocation')}</p>
      ) : (
        <QueryState
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="rounded-xl bg-slate-50 p-6 text-slate-700">{t('nearby.none')}</p>}
        >
          {(data) => (
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="nearby-list">
              {data.items.map((h) => (
                <li key={h.id}>
                  <HospitalCard hospital={h} />
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      )}
      <AddHospitalForm />
    </div>
  );
}
