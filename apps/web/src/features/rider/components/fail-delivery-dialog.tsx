import { DELIVERY_FAILURE_REASONS, type DeliveryFailureReason } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFailDelivery } from '../api/fail-delivery.ts';

/** Delivery failed: the reason (and a note), and the order goes back to the store. */
export function FailDeliveryDialog({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const { t } = useTranslation('rider');
  const { error: errorText } = useErrorText();
  const id = useId();
  const fail = useFailDelivery(orderId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DeliveryFailureReason | null>(null);
  const [note, setNote] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    fail.mutate({ reason, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        {t('fail.open')}
      </Button>
      <DialogContent closeLabel={t('fail.close')}>
        <DialogHeader>
          <DialogTitle>{t('fail.title', { orderNumber })}</DialogTitle>
          <DialogDescription>{t('fail.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4 overflow-y-auto p-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('fail.reason')}</legend>
            {DELIVERY_FAILURE_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand-700"
                />
                {t(`fail.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={t('fail.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={300}
            rows={2}
          />
          {fail.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(fail.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={!reason || fail.isPending}>
            {t('fail.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
