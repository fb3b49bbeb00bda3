import { EMERGENCY_SERVICES } from '@aushadh/shared/emergency/emergency-constants.ts';
import { Hospital, PhoneCall, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money.ts';
import { EmergencyNumbers } from './emergency-numbers.tsx';

/** The home page's emergency services strip, emergency contacts panel and nearby-hospitals entry (SPEC §2). */
export function EmergencyHomeStrip() {
  const { t } = useTranslation('emergency');
  return (
    <section
      aria-labelledby="home-emergency"
      className="mx-auto max-w-7xl px-4 pt-12 lg:px-6"
      data-testid="home-emergency"
    >
      <div className="grid gap-4 rounded-2xl border border-red-200 bg-red-50/60 p-4 sm:p-6 lg:grid-cols-2">
        <div>
          <h2 id="home-emergency" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Siren className="size-6 text-red-700" aria-hidden="true" />
            {t('servicesTitle')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {EMERGENCY_SERVICES.map((s) => (
              <li key={s.kind}>
                <Link
                  to={s.url}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-red-200 bg-white px-3 py-2 hover:border-red-500"
                >
                  <span className="font-semibold text-slate-900">{t(`services.${s.kind}.name`)}</span>
                  <span className="text-sm text-slate-600">
                    {formatMoney(s.price * 100)} · {t('minutes', { range: s.responseTime })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex flex-wrap gap-3">
            <a
              href="tel:112"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 font-bold text-white hover:bg-red-800"
            >
              <PhoneCall className="size-4" aria-hidden="true" />
              {t('call', { number: '112' })}
            </a>
            <Link
              to="/nearby-hospitals"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:border-brand-600"
            >
              <Hospital className="size-4" aria-hidden="true" />
              {t('nearbyLink')}
            </Link>
          </p>
        </div>
        <EmergencyNumbers compact />
      </div>
    </section>
  );
}

/**
 * The floating emergency call button on every page (SPEC §2): one tap dials 112. Stacked above the floating
 * contact buttons (same edge, so it covers no more of the page). Its label is the same in every language
 * ("SOS 112"), so the shell need not load the emergency namespace on every page.
 */
export function EmergencyCallButton() {
  return (
    <a
      href="tel:112"
      aria-label="SOS 112"
      title="SOS 112"
      data-testid="floating-emergency"
      className="fixed end-4 bottom-[calc(var(--sticky-bottom-bar,0px)+4.5rem)] z-30 flex size-12 md:bottom-[calc(var(--sticky-bottom-bar,0px)+8.5rem)] items-center justify-center rounded-full bg-red-700 text-white shadow-lg ring-4 ring-white hover:scale-105 focus-visible:ring-red-400 focus-visible:outline-none print:hidden"
    >
      <Siren className="size-6" aria-hidden="true" />
    </a>
  );
}
