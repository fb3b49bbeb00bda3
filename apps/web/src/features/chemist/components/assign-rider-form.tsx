import type { PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { Bike } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAssignRider } from '../api/assign-rider.ts';
import { useRiders } from '../api/get-riders.ts';

/** A packed order goes to a rider (or to another one, until it is picked up). */
export function AssignRiderForm({ pickList }: { pickList: PickList }) {
  const { t } = useTranslation('chemist');
  const { error: errorText } = useErrorText();
  const id = useId();
  const riders = useRiders();
  const assign = useAssignRider(pickList.order.id);
  const current = pickList.order.rider;
  const [riderId, setRiderId] = useState<string>(current ? String(current.id) : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (riderId) assign.mutate(Number(riderId));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Bike className="size-5 text-brand-700" aria-hidden="true" />
        {t('assign.title')}
      </h2>
      {current ? (
        <p className="text-sm text-slate-700" role="status">
          {t('assign.current', { name: current.name })}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('assign.none')}</p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-rider`} className="text-sm font-medium text-slate-800">
          {t('assign.rider')}
        </label>
        <div className="flex flex-col gap-2">
          <select
            id={`${id}-rider`}
            value={riderId}
            onChange={(event) => setRiderId(event.target.value)}
            className={cn(inputClassName, 'w-full')}
            disabled={riders.isPending}
          >
            <option value="">{riders.isPending ? t('assign.loading') : t('assign.choose')}</option>
            {(riders.data ?? []).map((rider) => (
              <option key={rider.id} value={rider.id}>
                {t('assign.option', { name: rider.name, count: rider.activeOrders })}
              </option>
            ))}
          </select>
          <Button
            type="submit"
            className="self-start"
            disabled={!riderId || assign.isPending || riderId === String(current?.id ?? '')}
          >
            {current ? t('assign.reassign') : t('assign.submit')}
          </Button>
        </div>
      </div>
      {assign.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(assign.error)}
        </p>
      ) : null}
    </form>
  );
}
