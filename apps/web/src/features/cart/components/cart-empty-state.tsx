import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** The empty cart with a way to /products. */
export function CartEmptyState({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center" role="status">
      <div className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingBag className="size-9" aria-hidden="true" />
      </div>
      <p className="text-lg font-semibold text-slate-900">{t('empty.title')}</p>
      <p className="max-w-xs text-sm text-slate-600">{t('empty.hint')}</p>
      <Button asChild size="lg">
        <Link to="/products" onClick={onNavigate}>
          {t('empty.browse')}
        </Link>
      </Button>
    </div>
  );
}
