import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

export interface CancelOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}

/** "Cancel this order?" — only before dispatch; the money (demo) is not taken and the stock goes back. */
export function CancelOrderDialog({
  open,
  onOpenChange,
  orderNumber,
  onConfirm,
  pending,
  error,
}: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('cancel.close')} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('cancel.title', { orderNumber })}</DialogTitle>
          <DialogDescription>{t('cancel.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 px-5 py-4">
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('cancel.keep')}
            </Button>
            <Button
              className="bg-red-600 hover:bg-red-700"
              onClick={onConfirm}
              disabled={pending}
              data-testid="confirm-cancel"
            >
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {t('cancel.confirm')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
