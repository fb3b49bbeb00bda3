import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';

export interface CartSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart drawer (SPEC §2, loaded late). The cart issue fills it with items; for now the empty state. */
export default function CartSidebar({ open, onOpenChange }: CartSidebarProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="end" closeLabel={t('cart.close')}>
        <DialogHeader>
          <DialogTitle>{t('cart.title')}</DialogTitle>
          <DialogDescription>{t('cart.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center">
          <div className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShoppingBag className="size-9" aria-hidden="true" />
          </div>
          <p className="text-lg font-semibold text-slate-900">{t('cart.empty')}</p>
          <p className="max-w-xs text-sm text-slate-600">{t('cart.emptyHint')}</p>
          <Button asChild size="lg">
            <Link to="/products" onClick={() => onOpenChange(false)}>
              {t('cart.browse')}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
