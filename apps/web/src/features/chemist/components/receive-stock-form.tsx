import { addDays, indiaToday } from '@aushadh/shared/orders/order-life-schemas.ts';
import { PackagePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useReceiveStock } from '../api/receive-stock.ts';

/** Stock received: a new batch or more of one on the shelf (same expiry), with its expiry in the future. */
export function ReceiveStockForm({ productId }: { productId: number }) {
  const { t } = useTranslation('chemist');
  const { error: errorText } = useErrorText();
  const receive = useReceiveStock();
  const [batchNumber, setBatchNumber] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [quantity, setQuantity] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    receive.mutate(
      { productId, batchNumber, expiryDate, quantity: Number(quantity) },
      {
        onSuccess: () => {
          setBatchNumber('');
          setExpiryDate('');
          setQuantity('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="receive-title">
      <h3 id="receive-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <PackagePlus className="size-4 text-brand-700" aria-hidden="true" />
        {t('stock.receive.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('stock.receive.batch')}
          value={batchNumber}
          onChange={(event) => setBatchNumber(event.target.value.toUpperCase())}
          autoComplete="off"
          required
          maxLength={30}
        />
        <TextField
          label={t('stock.receive.expiry')}
          type="date"
          value={expiryDate}
          min={addDays(indiaToday(), 1)}
          onChange={(event) => setExpiryDate(event.target.value)}
          required
        />
        <TextField
          label={t('stock.receive.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          required
        />
      </div>
      {receive.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(receive.error)}
        </p>
      ) : receive.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          {t('stock.receive.done')}
        </p>
      ) : null}
      <Button type="submit" disabled={receive.isPending} className="self-start">
        {t('stock.receive.submit')}
      </Button>
    </form>
  );
}
