import { zodResolver } from '@hookform/resolvers/zod';
import { PINCODE_PATTERN } from '@aushadh/shared/delivery/pincode.ts';
import { messageToken } from '@aushadh/shared/errors/message-token.ts';
import { addressInputSchema } from '@aushadh/shared/orders/schemas.ts';
import type { AddressInput } from '@aushadh/shared/orders/schemas.ts';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { usePincodeDetails } from '../api/get-pincode-details.ts';

/** People type "98765 43210" or "+91-98765-43210": drop spaces and inner hyphens before the shared check. */
const compactPhone = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);
const addressFormSchema = addressInputSchema.extend({
  phone: z.preprocess(compactPhone, addressInputSchema.shape.phone),
});
type AddressFormInput = z.input<typeof addressFormSchema>;
const FIELDS = ['fullName', 'email', 'phone', 'address', 'city', 'state', 'pincode'] as const;

export interface AddressFormProps {
  defaultValues?: Partial<AddressInput>;
  onSubmit: (address: AddressInput) => void;
  onCancel?: () => void;
  pending?: boolean;
  submitLabel: string;
  /** The server's refusal of the last submit: each field issue beside its field, anything else above the buttons. */
  serverError?: unknown;
}

/** SPEC §3 checkout address, validated by the shared addressInputSchema (the same rules as the server). */
export function AddressForm({
  defaultValues,
  onSubmit,
  onCancel,
  pending = false,
  submitLabel,
  serverError,
}: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const { message } = useErrorText();
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

  useEffect(() => {
    if (serverError) showServerErrors(form.setError, serverError, FIELDS, t('address.saveFailed'));
  }, [serverError, form.setError, t]);

  // A complete pincode fills city and state from India Post's data, and says at once if we cannot deliver.
  const typed = useWatch({ control: form.control, name: 'pincode' })?.trim() ?? '';
  const details = usePincodeDetails(PINCODE_PATTERN.test(typed) ? typed : null);
  // An address being edited keeps its own city and state until its pincode changes.
  const filledFor = useRef(defaultValues?.city ? (defaultValues.pincode ?? null) : null);
  // City or state typed since the pincode last changed are the customer's: the lookup leaves them alone.
  const typedSince = useRef({ city: false, state: false });
  useEffect(() => {
    typedSince.current = { city: false, state: false };
  }, [typed]);
  const place = details.data;
  useEffect(() => {
    if (place === undefined) {
      // Typing another pincode: the last one's verdict no longer applies.
      if (form.getFieldState('pincode').error?.type === 'lookup') form.clearErrors('pincode');
      return;
    }
    if (place === null) {
      form.setError('pincode', { type: 'lookup', message: messageToken('ADDRESS_PINCODE_UNKNOWN') });
      return;
    }
    if (!place.serviceable) {
      form.setError('pincode', { type: 'lookup', message: messageToken('ADDRESS_PINCODE_NOT_SERVED') });
      return;
    }
    form.clearErrors('pincode');
    if (filledFor.current === place.pincode) return;
    filledFor.current = place.pincode;
    for (const [field, value] of [
      ['city', place.district],
      ['state', place.state],
    ] as const) {
      if (!typedSince.current[field]) form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
    }
  }, [place, form]);
  const placeHint =
    place && place.pincode === typed && place.serviceable
      ? t('address.pincodePlace', { office: place.officeName, district: place.district })
      : undefined;

  const cityField = form.register('city');
  const stateField = form.register('state');

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
        description={placeHint}
        {...form.register('pincode')}
      />
      <TextField
        label={t('address.fields.city')}
        autoComplete="address-level2"
        error={err('city')}
        {...cityField}
        onChange={(event) => {
          typedSince.current.city = true;
          void cityField.onChange(event);
        }}
      />
      <TextField
        label={t('address.fields.state')}
        autoComplete="address-level1"
        error={err('state')}
        fieldClassName="sm:col-span-2"
        {...stateField}
        onChange={(event) => {
          typedSince.current.state = true;
          void stateField.onChange(event);
        }}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isDefault')} />
        {t('address.fields.isDefault')}
      </label>
      {errors.root?.server?.message ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {message(errors.root.server.message)}
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
