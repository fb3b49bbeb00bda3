import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useCart } from '../hooks/use-cart.ts';

/** "Remove all" with a confirmation: emptying a cart cannot be undone. */
export function ClearCartButton() {
  const { t } = useTranslation('cart');
  const { clear } = useCart();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const done = await clear();
    setPending(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('page.clear')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('drawer.close')} role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('clear.title')}</DialogTitle>
            <DialogDescription>{t('clear.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              {t('clear.keep')}
            </Button>
            <Button className="bg-red-600 hover:bg-red-700" onClick={() => void confirm()} disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {t('clear.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
