import { zodResolver } from '@hookform/resolvers/zod';
import { addressInputSchema } from '@aushadh/shared/orders/schemas.ts';
import type { AddressInput } from '@aushadh/shared/orders/schemas.ts';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useCheckoutMessage } from '../hooks/use-checkout-message.ts';

/** People type "98765 43210" or "+91-98765-43210": drop spaces and inner hyphens before the shared check. */
const compactPhone = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);
const addressFormSchema = addressInputSchema.extend({
  phone: z.preprocess(compactPhone, addressInputSchema.shape.phone),
});
type AddressFormInput = z.input<typeof addressFormSchema>;

export interface AddressFormProps {
  defaultValues?: Partial<AddressInput>;
  onSubmit: (address: AddressInput) => void;
  onCancel?: () => void;
  pending?: boolean;
  submitLabel: string;
  /** A server error to show above the buttons. */
  error?: string | null;
}

/** SPEC §3 checkout address, validated by the shared addressInputSchema (the same rules as the server). */
export function AddressForm({
  defaultValues,
  onSubmit,
  onCancel,
  pending = false,
  submitLabel,
  error,
}: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const message = useCheckoutMessage();
  const form = useForm<AddressFormInput, unknown, AddressInput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
      isDefault: false,
      ...defaultValues,
    },
  });
  const { errors } = form.formState;
  const err = (name: keyof AddressInput) => message(errors[name]?.message);

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="address-form"
    >
      <TextField
        label={t('address.fields.fullName')}
        autoComplete="name"
        error={err('fullName')}
        {...form.register('fullName')}
      />
      <TextField
        label={t('address.fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder="98765 43210"
        error={err('phone')}
        {...form.register('phone')}
      />
      <TextField
        label={t('address.fields.email')}
        type="email"
        autoComplete="email"
        error={err('email')}
        fieldClassName="sm:col-span-2"
        {...form.register('email')}
      />
      <TextField
        label={t('address.fields.address')}
        autoComplete="street-address"
        placeholder={t('address.fields.addressPlaceholder')}
        error={err('address')}
        fieldClassName="sm:col-span-2"
        {...form.register('address')}
      />
      <TextField
        label={t('address.fields.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        dir="ltr"
        maxLength={6}
        error={err('pincode')}
        {...form.register('pincode')}
      />
      <TextField
        label={t('address.fields.city')}
        autoComplete="address-level2"
        error={err('city')}
        {...form.register('city')}
      />
      <TextField
        label={t('address.fields.state')}
        autoComplete="address-level1"
        error={err('state')}
        fieldClassName="sm:col-span-2"
        {...form.register('state')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isDefault')} />
        {t('address.fields.isDefault')}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
