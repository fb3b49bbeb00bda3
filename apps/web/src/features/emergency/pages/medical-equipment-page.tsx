import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { EQUIPMENT_CATEGORY_ID, useEquipment, useRentableEquipment } from '../api/emergency-requests.ts';
import { EquipmentCard, type EquipmentAdd } from '../components/equipment-card.tsx';

/**
 * /services/medical-equipment: large equipment to buy or rent (a rental period, a weekly or monthly rent and a
 * refundable deposit, through the normal cart: decision 0026), then the catalog's smaller healthcare devices.
 * The cart is another feature: app/routes/medical-equipment-route.tsx hands in `onAdd`.
 */
export default function MedicalEquipmentPage({ onAdd }: { onAdd: EquipmentAdd }) {
  const { t } = useTranslation('emergency');
  useMetaDescription(t('equipment.meta'));
  const rentable = useRentableEquipment();
  const devices = useEquipment();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('equipment.title')} | Aushadh`}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('equipment.title')}</h1>
        <p className="mt-1 text-slate-600">{t('equipment.subtitle')}</p>
      </header>
      <section aria-labelledby="rent-heading" className="flex flex-col gap-3">
        <h2 id="rent-heading" className="text-xl font-bold text-slate-900">
          {t('equipment.rentHeading')}
        </h2>
        <p className="text-sm text-slate-600">{t('equipment.rentIntro')}</p>
        <QueryState
          query={rentable}
          isEmpty={(list) => list.items.length === 0}
          empty={<p>{t('equipment.noRentals')}</p>}
        >
          {(list) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="rental-list">
              {list.items.map((item) => (
                <EquipmentCard key={item.productId} item={item} onAdd={onAdd} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="devices-heading" className="flex flex-col gap-3">
        <h2 id="devices-heading" className="text-xl font-bold text-slate-900">
          {t('equipment.devicesHeading')}
        </h2>
        <QueryState query={devices} isEmpty={(page) => page.items.length === 0} empty={<p>{t('equipment.empty')}</p>}>
          {(page) => (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="equipment-list">
              {page.items.map((p) => (
                <li key={p.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-3">
                  <img
                    src={p.imageUrl}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    className="mx-auto size-32 object-contain"
                  />
                  <Link
                    to={`/products/${p.id}`}
                    className="mt-2 line-clamp-2 font-semibold text-slate-900 hover:text-brand-700"
                  >
                    {p.name}
                  </Link>
                  <span className="text-sm text-slate-500">{p.manufacturer}</span>
                  <span className="mt-auto pt-2 font-bold">{formatMoney(p.discountedPrice)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Link to={`/products/category/${EQUIPMENT_CATEGORY_ID}`} className="font-semibold text-brand-700 underline">
          {t('equipment.all')}
        </Link>
      </section>
    </div>
  );
}
