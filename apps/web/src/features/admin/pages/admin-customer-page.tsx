import { parseIdParam } from '@aushadh/shared/catalog/catalog-constants.ts';
import { ArrowLeft, MapPin, Package, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useCustomer } from '../api/get-customer.ts';

const back = 'inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline';

/** /admin/customers/{id} (issue 17 item 2): the customer's figures, orders, saved addresses and prescriptions. */
export default function AdminCustomerPage() {
  const { t, i18n } = useTranslation(['admin', 'orders']);
  const id = parseIdParam(useParams().customerId);
  const customer = useCustomer(id ?? 0);
  const date = (iso: string) => formatDateTime(iso, i18n.language, { hour: undefined, minute: undefined });
  const backLink = (
    <Link to="/admin/customers" className={back}>
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('customers.back')}
    </Link>
  );
  if (id === null) {
    return <StateMessage icon={<UserX />} title={t('errors:CUSTOMER_NOT_FOUND')} action={backLink} />;
  }

  return (
    <section aria-labelledby="admin-customer-title" className="flex flex-col gap-5">
      {backLink}
      <QueryState query={customer}>
        {(c) => (
          <>
            <title>{`${c.name} | ${t('customers.title')} | Aushadh`}</title>
            <div>
              <h1 id="admin-customer-title" className="text-2xl font-bold tracking-tight text-slate-900">
                {c.name}
              </h1>
              <p className="mt-1 text-slate-600 [overflow-wrap:anywhere]" dir="ltr">
                @{c.username} · {c.email}
                {c.mobile ? ` · ${c.mobile}` : ''}
              </p>
              {c.disabled ? <Badge variant="danger">{t('status.disabled')}</Badge> : null}
            </div>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="customer-figures">
              {[
                [t('table.joined'), date(c.joinedAt)],
                [t('customers.orders'), String(c.orderCount)],
                [t('customers.lifetimeValue'), formatMoney(c.lifetimeValuePaise)],
                [t('customers.lastOrder'), c.lastOrderAt ? date(c.lastOrderAt) : t('customers.never')],
                [t('customers.prescriptions'), String(c.prescriptionCount)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>

            <h2 className="text-lg font-semibold text-slate-900">{t('customers.orderHistory')}</h2>
            {c.orders.length === 0 ? (
              <StateMessage icon={<Package />} title={t('customers.noOrders')} className="bg-white" />
            ) : (
              <ul className="flex flex-col gap-2" data-testid="customer-orders">
                {c.orders.map((order) => (
                  <li
                    key={order.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4"
                  >
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold text-slate-900">{order.orderNumber}</span>
                      <span className="text-sm text-slate-600">
                        {date(order.placedAt)} · {t('customers.items', { items: order.itemCount })}
                      </span>
                    </span>
                    <span className="flex items-center gap-3">
                      <Badge variant="neutral">{t(`orders:status.${order.status}`)}</Badge>
                      <span className="font-semibold tabular-nums">{formatMoney(order.totalPaise)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}

            <h2 className="text-lg font-semibold text-slate-900">{t('customers.addresses')}</h2>
            {c.addresses.length === 0 ? (
              <StateMessage icon={<MapPin />} title={t('customers.noAddresses')} className="bg-white" />
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {c.addresses.map((address) => (
                  <li
                    key={address.id}
                    className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
                  >
                    <p className="font-semibold text-slate-900">{address.fullName}</p>
                    <p>{address.address}</p>
                    <p>
                      {address.city}, {address.state} {address.pincode}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
