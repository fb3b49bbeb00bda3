import { todaysDoses } from '@aushadh/shared/medication/schedule.ts';
import { ClipboardList, Package, Pill, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { readOfflineSnapshot, type OfflineMedicine, type OfflineSnapshot } from '../api/offline-store.ts';
import { OfflineBanner } from '../components/offline-banner.tsx';

/** Today's doses of every medicine, in time order, from the saved schedules (today as of now, not as saved). */
export function todaysScheduleOf(medicines: readonly OfflineMedicine[], now: Date) {
  return medicines
    .flatMap((medicine) => {
      const log = medicine.logged.map((dose) => ({
        scheduledFor: new Date(dose.at),
        status: dose.state,
        loggedAt: new Date(dose.at),
      }));
      return todaysDoses(medicine, log, now).map((dose) => ({ medicine, ...dose }));
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

function Section({
  icon,
  title,
  savedAt,
  children,
}: {
  icon: ReactNode;
  title: string;
  savedAt: string | undefined;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('offline');
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader className="flex-row items-center gap-3">
        <span
          className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {savedAt ? (
            <p className="text-xs text-slate-600">
              {t('shell.savedAt', { when: formatDateTime(savedAt, i18n.language) })}
            </p>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function TodaysMedicines({ snapshot }: { snapshot: OfflineSnapshot | null }) {
  const { t } = useTranslation(['offline', 'medication']);
  const medicines = snapshot?.medicines;
  const doses = medicines ? todaysScheduleOf(medicines, new Date()) : [];
  return (
    <Section
      icon={<Pill className="size-5" />}
      title={t('shell.medicines.title')}
      savedAt={snapshot?.savedAt.medicines}
    >
      {!medicines ? (
        <p className="text-sm text-slate-600">{t('shell.medicines.empty')}</p>
      ) : doses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('medication:today.none')}</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="offline-schedule">
          {doses.map(({ medicine, at, time, state }) => (
            <li key={`${medicine.id}-${at.getTime()}`} className="flex items-center gap-3 py-2.5">
              <span className="w-14 shrink-0 text-base font-semibold text-slate-900 tabular-nums">{time}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{medicine.name}</span>
                <span className="block text-xs text-slate-600">
                  {t('medication:dose.amount', { units: medicine.unitsPerDose })}
                  {medicine.food !== 'any' ? ` · ${t(`medication:food.${medicine.food}`)}` : ''}
                  {medicine.patientName ? ` · ${t('shell.medicines.forPatient', { name: medicine.patientName })}` : ''}
                </span>
              </span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                {t(`medication:dose.state.${state}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function RecentProducts({ snapshot }: { snapshot: OfflineSnapshot | null }) {
  const { t } = useTranslation('offline');
  const products = snapshot?.products ?? [];
  return (
    <Section
      icon={<Package className="size-5" />}
      title={t('shell.products.title')}
      savedAt={snapshot?.savedAt.products}
    >
      {products.length === 0 ? (
        <p className="text-sm text-slate-600">{t('shell.products.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="offline-products">
          {products.map((product) => (
            <li key={product.id} className="flex items-start justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{product.name}</span>
                <span className="block text-xs text-slate-600">
                  {product.manufacturer} · {product.packSize}
                  {product.prescriptionRequired ? ` · ${t('shell.products.prescription')}` : ''}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatMoney(product.discountedPrice)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function RecentOrders({ snapshot }: { snapshot: OfflineSnapshot | null }) {
  const { t, i18n } = useTranslation(['offline', 'orders']);
  const orders = snapshot?.orders;
  return (
    <Section
      icon={<ClipboardList className="size-5" />}
      title={t('shell.orders.title')}
      savedAt={snapshot?.savedAt.orders}
    >
      {!orders || orders.length === 0 ? (
        <p className="text-sm text-slate-600">{t(orders ? 'shell.orders.none' : 'shell.orders.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="offline-orders">
          {orders.map((order) => (
            <li key={order.id} className="flex items-start justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{order.orderNumber}</span>
                <span className="block truncate text-xs text-slate-600">{order.itemNames.join(', ')}</span>
                <span className="block text-xs text-slate-600">
                  {formatDateTime(order.placedAt, i18n.language, { hour: undefined, minute: undefined })}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(order.totalPaise)}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {t(`orders:status.${order.status}`, { defaultValue: order.status })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The offline shell (issue 19 item 4): what the service worker answers a navigation with when the network is
 * gone. Today's medicines first (the reason to open the app offline), then recently viewed products and
 * recent orders, all from this browser's own store; "Try again" reloads the page asked for.
 */
export default function OfflineShellPage() {
  const { t } = useTranslation('offline');
  const [snapshot, setSnapshot] = useState<OfflineSnapshot | null | undefined>(undefined);
  useEffect(() => {
    readOfflineSnapshot()
      .then(setSnapshot)
      .catch(() => setSnapshot(null));
  }, []);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
          {/* The logo file the worker keeps (the shell offline has nothing else to draw it from). */}
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="text-xl font-extrabold tracking-tight text-brand-800">{t('common:brand.name')}</span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
        <h1 className="sr-only">{t('shell.title')}</h1>
        <OfflineBanner text={t('shell.intro')} />
        <div>
          <Button type="button" variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('shell.retry')}
          </Button>
        </div>
        {snapshot === undefined ? (
          <div className="h-40 animate-pulse rounded-xl bg-slate-200/60" aria-busy="true" />
        ) : (
          <>
            {snapshot === null && <StateMessage title={t('shell.nothingTitle')} description={t('shell.nothingText')} />}
            <TodaysMedicines snapshot={snapshot} />
            <RecentProducts snapshot={snapshot} />
            <RecentOrders snapshot={snapshot} />
          </>
        )}
      </main>
    </div>
  );
}
