import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { CartDrawerContent } from '../../features/cart/components/cart-drawer-content.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';

export interface CartSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart drawer (SPEC §2, loaded late): the lines with steppers, totals and "Proceed to checkout". */
export default function CartSidebar({ open, onOpenChange }: CartSidebarProps) {
  const { t } = useTranslation('cart');
  const { itemCount } = useCart();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="end" closeLabel={t('drawer.close')} data-testid="cart-drawer">
        <DialogHeader>
          <DialogTitle>{t('drawer.title')}</DialogTitle>
          <DialogDescription>
            {itemCount > 0 ? t('drawer.description', { count: itemCount }) : t('drawer.descriptionEmpty')}
          </DialogDescription>
        </DialogHeader>
        <CartDrawerContent onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
