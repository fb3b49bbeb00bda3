import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { EQUIPMENT_CATEGORY_ID, useEquipment } from '../api/emergency-requests.ts';

/**
 * /services/medical-equipment: the catalog's healthcare devices, bought through the normal cart (each links
 * to its product page). Rental (period, deposit) is not offered yet: the page says so.
 */
export default function MedicalEquipmentPage() {
  const { t } = useTranslation('emergency');
  useMetaDescription(t('equipment.meta'));
  const query = useEquipment();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('equipment.title')} | Aushadh`}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('equipment.title')}</h1>
        <p className="mt-1 text-slate-600">{t('equipment.subtitle')}</p>
        <p className="mt-2 text-sm text-slate-500">{t('equipment.noRental')}</p>
      </header>
      <QueryState query={query} isEmpty={(page) => page.items.length === 0} empty={<p>{t('equipment.empty')}</p>}>
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
    </div>
  );
}
