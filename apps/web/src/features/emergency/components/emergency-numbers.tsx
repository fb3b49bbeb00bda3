import { CALL_112_FIRST, EMERGENCY_NUMBERS } from '@aushadh/shared/emergency/emergency-constants.ts';
import { PhoneCall, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** "In a life-threatening emergency, call 112 first": before any form (SPEC). Plain HTML: works without JavaScript. */
export function Call112First({ className }: { className?: string }) {
  const { t } = useTranslation('emergency');
  return (
    <div
      role="note"
      data-testid="call-112-first"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-900',
        className,
      )}
    >
      <Siren className="size-6 shrink-0 text-red-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 basis-56 font-semibold">{t('call112First', { defaultValue: CALL_112_FIRST })}</p>
      <a
        href="tel:112"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 font-bold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <PhoneCall className="size-4" aria-hidden="true" />
        {t('call', { number: '112' })}
      </a>
    </div>
  );
}

/** SPEC §9's emergency numbers as one-tap tel: links (the emergency contacts panel). */
export function EmergencyNumbers({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('emergency');
  return (
    <section aria-labelledby="emergency-numbers-title" data-testid="emergency-contacts">
      <h2 id="emergency-numbers-title" className={cn('font-bold text-slate-900', compact ? 'text-base' : 'text-xl')}>
        {t('numbers.title')}
      </h2>
      <ul className={cn('mt-3 grid gap-2', compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3')}>
        {EMERGENCY_NUMBERS.map((entry) => (
          <li key={entry.key}>
            <a
              href={entry.href}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-red-200 bg-white p-3 hover:border-red-500 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
            >
              <PhoneCall className="size-5 shrink-0 text-red-700" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block text-lg font-bold whitespace-nowrap text-red-800" dir="ltr">
                  {entry.number}
                </span>
                <span className="block text-sm text-slate-700">{t(`numbers.${entry.key}`)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
