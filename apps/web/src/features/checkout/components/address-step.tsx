import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { Address, AddressInput } from '@aushadh/shared/orders/schemas.ts';
import { ArrowRight, CircleAlert, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { AddressForm } from './address-form.tsx';

export interface DeliveryCheckSlotProps {
  pincode: string;
  onAvailabilityChange: (available: boolean | null) => void;
}

export interface AddressStepProps {
  user: User;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onContinue: (address: Address) => void;
  /** The delivery check for the chosen address's pincode (the delivery feature, composed by the app). */
  renderDeliveryCheck: (props: DeliveryCheckSlotProps) => ReactNode;
  available: boolean | null;
  onAvailabilityChange: (available: boolean | null) => void;
  /** The header's Deliver-to pincode: a new address starts with it (and its city and state). */
  deliverToPincode?: string | null;
}

/** Step 1: choose a saved address or add one; delivery is checked for its pincode before going on. */
export function AddressStep({
  user,
  selectedId,
  onSelect,
  onContinue,
  renderDeliveryCheck,
  available,
  onAvailabilityChange,
  deliverToPincode = null,
}: AddressStepProps) {
  const { t } = useTranslation('checkout');
  const { error: errorText } = useErrorText();
  const addresses = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<'new' | number | null>(null);

  if (addresses.data === undefined) {
    return (
      <QueryFallback
        query={addresses}
        loading={<Spinner label={t('address.loading')} className="py-12" />}
        errorTitle={t('address.loadFailed')}
      />
    );
  }

  const list = addresses.data;
  // Only an address we deliver to can be chosen: one with a problem is shown greyed, never pre-selected.
  const usable = list.filter((a) => a.deliveryProblem === null);
  const selected = usable.find((a) => a.id === selectedId) ?? usable.find((a) => a.isDefault) ?? usable[0] ?? null;
  const showForm = editing !== null || usable.length === 0;
  const editingAddress = typeof editing === 'number' ? list.find((a) => a.id === editing) : undefined;

  const startEditing = (next: 'new' | number | null) => {
    // A refusal belongs to the form it answered, not to the next one opened.
    create.reset();
    update.reset();
    setEditing(next);
  };
  const save = (input: AddressInput) => {
    const done = (saved: Address) => {
      onSelect(saved.id);
      setEditing(null);
    };
    if (editingAddress) update.mutate({ id: editingAddress.id, body: input }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  };
  const saveError = create.error ?? update.error;

  return (
    <section aria-labelledby="address-step-title" className="flex flex-col gap-4">
      <h2 id="address-step-title" className="text-lg font-semibold text-slate-900">
        {t('address.title')}
      </h2>
      {list.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('address.saved')}</legend>
          {list.map((address) => {
            const checked = selected?.id === address.id;
            const problem = address.deliveryProblem;
            return (
              <div
                key={address.id}
                data-testid="saved-address"
                data-delivery-problem={problem ?? undefined}
                className={cn(
                  'relative flex gap-3 rounded-xl border p-4 transition-colors',
                  problem
                    ? 'border-slate-200 bg-slate-50 text-slate-500'
                    : checked
                      ? 'border-brand-600 bg-white ring-1 ring-brand-600'
                      : 'border-slate-200 bg-white hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name="address"
                  id={`address-${address.id}`}
                  checked={checked}
                  disabled={problem !== null}
                  aria-describedby={problem ? `address-${address.id}-problem` : undefined}
                  onChange={() => onSelect(address.id)}
                  className="mt-1 size-4 accent-brand-700 disabled:opacity-50"
                />
                <label
                  htmlFor={`address-${address.id}`}
                  className={cn(
                    'min-w-0 flex-1 text-sm after:absolute after:inset-0',
                    problem ? 'cursor-not-allowed' : 'cursor-pointer',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={cn('font-semibold', problem ? 'text-slate-600' : 'text-slate-900')}>
                      {address.fullName}
                    </span>
                    {address.isDefault ? <Badge variant="brand">{t('address.default')}</Badge> : null}
                  </span>
                  <span className={cn('mt-1 block', problem ? 'text-slate-500' : 'text-slate-700')}>
                    {/* Isolated: a Latin address keeps its order (house number first) inside Arabic. */}
                    <bdi>
                      {address.address}, {address.city}, {address.state} – {address.pincode}
                    </bdi>
                  </span>
                  <span className="mt-1 block text-slate-500">
                    <span dir="ltr">{address.phone}</span> · <span dir="ltr">{address.email}</span>
                  </span>
                  {problem ? (
                    <span
                      id={`address-${address.id}-problem`}
                      className="mt-2 flex items-start gap-1.5 font-medium text-amber-800"
                      data-testid="address-problem"
                    >
                      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {t(
                        problem === 'unknown-pincode' ? 'address.problem.unknownPincode' : 'address.problem.notServed',
                        {
                          pincode: address.pincode,
                        },
                      )}
                    </span>
                  ) : null}
                </label>
                <div className="relative z-10 flex shrink-0 flex-col gap-1 sm:flex-row">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('address.edit', { name: address.fullName })}
                    onClick={() => startEditing(address.id)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 hover:text-red-700"
                    aria-label={t('address.delete', { name: address.fullName })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(address.id, {
                        onSuccess: () => {
                          if (selectedId === address.id) onSelect(null);
                          toast({ title: t('address.deleted') });
                        },
                        onError: (error) =>
                          toast({
                            title: t('address.deleteFailed'),
                            description: errorText(error),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            );
          })}
        </fieldset>
      ) : null}

      {showForm ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <h3 className="mb-4 flex items-center gap-2 text-base font-semibold text-slate-900">
            <MapPin className="size-4 text-brand-700" aria-hidden="true" />
            {editingAddress ? t('address.editTitle') : t('address.newTitle')}
          </h3>
          <AddressForm
            key={editingAddress?.id ?? 'new'}
            defaultValues={
              editingAddress ?? {
                fullName: user.name,
                email: user.email,
                phone: user.mobile ?? '',
                pincode: deliverToPincode ?? '',
                isDefault: usable.length === 0,
              }
            }
            onSubmit={save}
            {...(usable.length > 0 ? { onCancel: () => setEditing(null) } : {})}
            pending={create.isPending || update.isPending}
            submitLabel={t('address.save')}
            serverError={saveError}
          />
        </div>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => startEditing('new')}>
          <Plus aria-hidden="true" />
          {t('address.addNew')}
        </Button>
      )}

      {selected && !showForm ? (
        <>
          {renderDeliveryCheck({ pincode: selected.pincode, onAvailabilityChange })}
          <Button
            size="lg"
            className="self-stretch sm:self-end"
            disabled={available !== true}
            onClick={() => onContinue(selected)}
            data-testid="continue-to-payment"
          >
            {t('address.continue')}
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </>
      ) : null}
    </section>
  );
}
