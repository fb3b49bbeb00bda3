import { ORDER_LIFE, type ReturnRequestLine } from '@aushadh/shared/orders/order-life-schemas.ts';
import { RETURN_REASONS, type OrderDetail, type ReturnReason } from '@aushadh/shared/orders/schemas.ts';
import { Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useRequestReturn } from '../api/request-return.ts';

interface LineChoice {
  selected: boolean;
  quantity: number;
  reason: ReturnReason | '';
}

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** "Return items" within 7 days of delivery: per line how many and why, one photo, an optional note. */
export function ReturnRequestDialog({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const { error: errorText } = useErrorText();
  const id = useId();
  const request = useRequestReturn(order.id);
  const returnable = order.items.filter((item) => item.quantity > item.returnedQuantity);
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const choiceOf = (itemId: number): LineChoice => choices[itemId] ?? { selected: false, quantity: 1, reason: '' };
  const update = (itemId: number, change: Partial<LineChoice>) =>
    setChoices((current) => ({ ...current, [itemId]: { ...choiceOf(itemId), ...change } }));
  const lines: ReturnRequestLine[] = returnable.flatMap((item) => {
    const choice = choiceOf(item.id);
    return choice.selected && choice.reason
      ? [{ orderItemId: item.id, quantity: choice.quantity, reason: choice.reason }]
      : [];
  });
  const incomplete = returnable.some((item) => choiceOf(item.id).selected && !choiceOf(item.id).reason);
  const ready = lines.length > 0 && !incomplete && photo !== null;

  function choosePhoto(file: File | undefined) {
    setPhoto(null);
    setPhotoProblem(null);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setPhotoProblem(t('returns.photoType'));
    if (file.size > ORDER_LIFE.returnPhotoMaxBytes) return setPhotoProblem(t('returns.photoSize'));
    setPhoto(file);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    request.mutate(
      { lines, note: note.trim(), photo },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('returns.sentTitle'), description: t('returns.sent'), variant: 'success' });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Undo2 className="rtl:-scale-x-100" aria-hidden="true" />
        {t('returns.open')}
      </Button>
      <DialogContent closeLabel={t('cancel.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('returns.title', { orderNumber: order.orderNumber })}</DialogTitle>
          <DialogDescription>
            {order.returnUntil
              ? t('returns.until', {
                  date: formatCalendarDate(order.returnUntil, i18n.language, { year: 'numeric' }),
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4 overflow-y-auto p-5">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('returns.which')}</legend>
            {returnable.map((item) => {
              const choice = choiceOf(item.id);
              const max = item.quantity - item.returnedQuantity;
              return (
                <div
                  key={item.id}
                  className={cn(
                    'rounded-lg border p-3',
                    choice.selected ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200',
                  )}
                >
                  <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-900">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={choice.selected}
                      onChange={(event) => update(item.id, { selected: event.target.checked })}
                    />
                    {item.name}
                  </label>
                  {choice.selected ? (
                    <div className="mt-2 grid gap-3 sm:grid-cols-[8rem_1fr]">
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${id}-qty-${item.id}`} className="text-xs font-medium text-slate-700">
                          {t('returns.quantity')}
                        </label>
                        <select
                          id={`${id}-qty-${item.id}`}
                          className={inputClassName}
                          value={choice.quantity}
                          onChange={(event) => update(item.id, { quantity: Number(event.target.value) })}
                        >
                          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${id}-reason-${item.id}`} className="text-xs font-medium text-slate-700">
                          {t('returns.reason')}
                        </label>
                        <select
                          id={`${id}-reason-${item.id}`}
                          className={inputClassName}
                          value={choice.reason}
                          onChange={(event) => update(item.id, { reason: event.target.value as ReturnReason })}
                          required
                        >
                          <option value="">{t('returns.chooseReason')}</option>
                          {RETURN_REASONS.map((reason) => (
                            <option key={reason} value={reason}>
                              {t(`returns.reasons.${reason}`)}
                            </option>
                          ))}
                        </select>
                      </div>
                    </div>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-photo`} className="text-sm font-medium text-slate-800">
              {t('returns.photo')}
            </label>
            <input
              id={`${id}-photo`}
              type="file"
              accept="image/jpeg,image/png"
              onChange={(event) => choosePhoto(event.target.files?.[0])}
              aria-describedby={`${id}-photo-hint`}
              className="text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
            />
            <p id={`${id}-photo-hint`} className={cn('text-xs', photoProblem ? 'text-red-700' : 'text-slate-500')}>
              {photoProblem ?? t('returns.photoHint')}
            </p>
          </div>
          <TextAreaField
            label={t('returns.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            rows={2}
          />
          {request.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {errorText(request.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={!ready || request.isPending}>
            {request.isPending ? t('returns.sending') : t('returns.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
