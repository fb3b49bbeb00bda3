import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import { useTranslation } from 'react-i18next';

type FactFields = Pick<ProductDetail, 'factBox' | 'saltComposition' | 'medicineType' | 'schedule'>;

export function ProductFactBox({ product }: { product: FactFields }) {
  const { t } = useTranslation('catalog');
  const rows: [string, string][] = [
    [t('detail.saltComposition'), product.saltComposition],
    [t('factBox.habitForming'), product.factBox.habitForming ? t('factBox.yes') : t('factBox.no')],
    [t('factBox.therapeuticClass'), product.factBox.therapeuticClass],
    [t('factBox.chemicalClass'), product.factBox.chemicalClass],
    [t('factBox.actionClass'), product.factBox.actionClass],
    [t('detail.medicineType'), product.medicineType],
    [t('detail.schedule'), t(`schedule.${product.schedule}`)],
  ];
  return (
    <dl className="grid overflow-hidden rounded-lg border border-slate-200 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 border-b border-slate-200 px-4 py-3 sm:odd:border-e">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="text-sm text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
