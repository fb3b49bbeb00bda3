import type { DeliveryCheckResponse } from '@aushadh/shared/delivery/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Crosshair, Loader2, MapPin } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { detectDeliveryPincode, setDeliveryPincode, useDeliveryLocation } from '../hooks/delivery-location-store.ts';
import { useLocationErrorText } from '../hooks/use-location-error-text.ts';
import { DeliveryCheck } from './delivery-check.tsx';

export interface DeliverToDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The header's "Deliver to" chooser: detect the location, or type a pincode and check delivery there. */
export function DeliverToDialog({ open, onOpenChange }: DeliverToDialogProps) {
  const { t } = useTranslation('delivery');
  const queryClient = useQueryClient();
  const location = useDeliveryLocation();
  const errorText = useLocationErrorText();

  const detect = async () => {
    const failure = await detectDeliveryPincode(queryClient);
    if (failure) toast({ title: t('location.failedTitle'), description: errorText(failure), variant: 'destructive' });
  };

  // A checked pincode becomes the delivery pincode (served or not: it is where the customer is), unless
  // India Post does not know it (no place): that one would only pre-fill a refused address.
  const keep = useCallback((result: DeliveryCheckResponse) => {
    if (result.city !== null) setDeliveryPincode(result.pincode, result.city);
  }, []);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')} className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5 px-5 py-5">
          {location.pincode ? (
            <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {t('dialog.current')}{' '}
                <strong className="font-semibold">
                  {location.place ? `${location.pincode} · ${location.place}` : location.pincode}
                </strong>
              </span>
            </p>
          ) : null}
          <div className="flex flex-col gap-2">
            <Button
              variant="outline"
              onClick={() => void detect()}
              disabled={location.detecting}
              className="justify-start"
            >
              {location.detecting ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Crosshair aria-hidden="true" />
              )}
              {location.detecting ? t('location.detecting') : t('location.detect')}
            </Button>
            {location.error && location.errorFromVisitor ? (
              <p role="alert" className="text-sm text-red-700" data-testid="location-error">
                {errorText(location.error)}
              </p>
            ) : null}
            {location.error && !location.errorFromVisitor ? (
              // Found on load, not asked for: a hint, not an alarm.
              <p className="text-sm text-slate-600" data-testid="location-hint">
                {t('location.offHint')}
              </p>
            ) : null}
          </div>
          <div
            className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-400 uppercase"
            aria-hidden="true"
          >
            <span className="h-px flex-1 bg-slate-200" />
            {t('dialog.or')}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <DeliveryCheck
            key={open ? 'open' : 'closed'}
            pincode={location.pincode}
            onChecked={keep}
            title={t('dialog.enterPincode')}
          />
          <Button onClick={() => onOpenChange(false)} className="self-end">
            {t('dialog.done')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
