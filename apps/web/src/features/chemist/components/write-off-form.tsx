import { WRITE_OFF_REASONS, type StockBatch, type WriteOffReason } from '@aushadh/shared/catalog/stock-schemas.ts';
import { PackageMinus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useWriteOffStock } from '../api/write-off-stock.ts';

/** Damaged or expired units off a batch, with the reason; never more than the batch and the sellable count hold. */
export function WriteOffForm({ batches }: { batches: StockBatch[] }) {
  const { t } = useTranslation('chemist');
  const { error: errorText } = useErrorText();
  const id = useId();
  const writeOff = useWriteOffStock();
  const withUnits = batches.filter((b) => b.quantity > 0);
  const [batchId, setBatchId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<WriteOffReason>('damaged');
  const [note, setNote] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    writeOff.mutate(
      { batchId: Number(batchId), quantity: Number(quantity), reason, ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: () => (setQuantity(''), setNote('')) },
    );
  }

  if (withUnits.length === 0) return null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <PackageMinus className="size-4 text-red-700" aria-hidden="true" />
        {t('stock.writeOff.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-batch`} className="text-sm font-medium text-slate-800">
            {t('stock.writeOff.batch')}
          </label>
          <select
            id={`${id}-batch`}
            className={inputClassName}
            value={batchId}
            onChange={(event) => setBatchId(event.target.value)}
            required
          >
            <option value="">{t('stock.writeOff.chooseBatch')}</option>
            {withUnits.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {t('stock.writeOff.batchOption', { batch: batch.batchNumber, count: batch.quantity })}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('stock.writeOff.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          required
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('stock.writeOff.reason')}</legend>
          <div className="flex gap-3">
            {WRITE_OFF_REASONS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand-700"
                />
                {t(`stock.writeOff.reasons.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <TextField
        label={t('stock.writeOff.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={300}
      />
      {writeOff.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(writeOff.error)}
        </p>
      ) : writeOff.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          {t('stock.writeOff.done')}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={writeOff.isPending} className="self-start">
        {t('stock.writeOff.submit')}
      </Button>
    </form>
  );
}
