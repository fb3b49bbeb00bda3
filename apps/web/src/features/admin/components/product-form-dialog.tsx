import {
  PRODUCT_SCHEDULE_INPUTS,
  paiseToRupees,
  prescriptionRequiredFor,
  productInputSchema,
  rupeesToPaise,
  type AdminProduct,
  type ProductInput,
  type SellableSchedule,
} from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { useEffect, useId } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { useProductOptions } from '../api/get-product-options.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { ProductPictureField } from './product-picture-field.tsx';

/** The form as typed: money in rupees and numbers as text; the shared schema checks what they become. */
interface ProductForm {
  name: string;
  generic: string;
  strength: string;
  medicineType: string;
  manufacturer: string;
  categoryId: string;
  packSize: string;
  unitsPerPack: string;
  mrp: string;
  price: string;
  schedule: string;
  hsnCode: string;
  maxOrderQuantity: string;
  isFeatured: boolean;
}
const FIELDS = Object.keys({
  name: 0,
  generic: 0,
  strength: 0,
  medicineType: 0,
  manufacturer: 0,
  categoryId: 0,
  packSize: 0,
  unitsPerPack: 0,
  mrp: 0,
  price: 0,
  schedule: 0,
  hsnCode: 0,
  maxOrderQuantity: 0,
} satisfies Partial<Record<keyof ProductForm, 0>>) as (keyof ProductForm)[];
/** Where the schema's field shows on the form. */
const FORM_FIELD: Record<string, keyof ProductForm> = { mrpPaise: 'mrp', pricePaise: 'price' };

const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const toInput = (v: ProductForm) => ({
  ...v,
  categoryId: whole(v.categoryId),
  unitsPerPack: whole(v.unitsPerPack),
  maxOrderQuantity: whole(v.maxOrderQuantity),
  mrpPaise: rupeesToPaise(v.mrp) ?? Number.NaN,
  pricePaise: rupeesToPaise(v.price) ?? Number.NaN,
});

const resolver: Resolver<ProductForm, unknown, ProductInput> = async (values) => {
  const result = productInputSchema.safeParse(toInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ProductForm> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const name = FORM_FIELD[field] ?? (field as keyof ProductForm);
    errors[name] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

const blank: ProductForm = {
  name: '',
  generic: '',
  strength: '',
  medicineType: 'Tablet',
  manufacturer: '',
  categoryId: '',
  packSize: '',
  unitsPerPack: '10',
  mrp: '',
  price: '',
  schedule: 'OTC',
  hsnCode: '3004',
  maxOrderQuantity: '10',
  isFeatured: false,
};

const fromProduct = (p: AdminProduct): ProductForm => ({
  name: p.name,
  generic: p.generic,
  strength: p.strength,
  medicineType: p.medicineType,
  manufacturer: p.manufacturer,
  categoryId: String(p.categoryId),
  packSize: p.packSize,
  unitsPerPack: String(p.unitsPerPack),
  mrp: paiseToRupees(p.mrpPaise),
  price: paiseToRupees(p.pricePaise),
  schedule: p.schedule,
  hsnCode: p.hsnCode,
  maxOrderQuantity: String(p.maxOrderQuantity),
  isFeatured: p.isFeatured,
});

/** Create or edit a product: the generic gives the salts; the schedule and form give the prescription flag. */
export function ProductFormDialog({
  product,
  open,
  onOpenChange,
  onSaved,
}: {
  /** null: a new product. */
  product: AdminProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = useErrorText();
  const ids = useId();
  const options = useProductOptions(open);
  const save = useSaveProduct();
  const form = useForm<ProductForm, unknown, ProductInput>({ resolver, defaultValues: blank });
  const errors = form.formState.errors;

  useEffect(() => {
    if (open) form.reset(product ? fromProduct(product) : blank);
  }, [open, product, form]);

  const schedule = form.watch('schedule');
  const medicineType = form.watch('medicineType');
  const refused = schedule === 'X' || schedule === 'NDPS';
  const needsPrescription = !refused && prescriptionRequiredFor(schedule as SellableSchedule, medicineType);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: product?.id ?? null, input },
      {
        onSuccess: (saved) => (onOpenChange(false), onSaved(saved)),
        onError: (error) =>
          showServerErrors(
            (name, err, opts) => form.setError((FORM_FIELD[name] ?? name) as keyof ProductForm, err, opts),
            error,
            [...FIELDS, 'mrpPaise', 'pricePaise'],
            t('products.saveFailed'),
          ),
      },
    ),
  );

  const select = (name: keyof ProductForm, label: string, choices: { value: string; label: string }[]) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${ids}-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={`${ids}-${name}`}
        className={inputClassName}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        {...form.register(name)}
      >
        <option value="">{t('products.choose')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {errors[name] ? (
        <p id={`${ids}-${name}-error`} className="text-sm text-red-700">
          {message(errors[name]?.message)}
        </p>
      ) : null}
    </div>
  );

  const text = (name: keyof ProductForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={message(errors[name]?.message)} {...extra} {...form.register(name)} />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('create.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {product ? t('products.editTitle', { name: product.name }) : t('products.createTitle')}
          </DialogTitle>
          <DialogDescription>{t('products.formDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4 p-5 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('name', t('products.name'), { autoComplete: 'off' })}</div>
          {select(
            'generic',
            t('products.generic'),
            (options.data?.generics ?? []).map((g) => ({ value: g.key, label: g.name })),
          )}
          {text('strength', t('products.strength'), { placeholder: '500mg' })}
          {text('medicineType', t('products.form'), { placeholder: 'Tablet' })}
          {select(
            'manufacturer',
            t('products.manufacturer'),
            (options.data?.manufacturers ?? []).map((m) => ({ value: m, label: m })),
          )}
          {select(
            'categoryId',
            t('products.category'),
            (options.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          )}
          {text('packSize', t('products.packSize'), { placeholder: 'strip of 10 tablets' })}
          {text('unitsPerPack', t('products.unitsPerPack'), { inputMode: 'numeric' })}
          {text('maxOrderQuantity', t('products.maxOrderQuantity'), { inputMode: 'numeric' })}
          {text('mrp', t('products.mrp'), { inputMode: 'decimal', dir: 'ltr' })}
          {text('price', t('products.sellingPrice'), { inputMode: 'decimal', dir: 'ltr' })}
          {select(
            'schedule',
            t('products.schedule'),
            PRODUCT_SCHEDULE_INPUTS.map((s) => ({ value: s, label: t(`products.schedules.${s}`) })),
          )}
          {text('hsnCode', t('products.hsnCode'), { inputMode: 'numeric', dir: 'ltr' })}
          <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite" data-testid="prescription-flag">
            {refused
              ? t('products.refusedHint')
              : needsPrescription
                ? t('products.prescriptionNeeded')
                : t('products.prescriptionNotNeeded')}
          </p>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:col-span-2">
            <input type="checkbox" className="size-5" {...form.register('isFeatured')} />
            {t('products.featured')}
          </label>
          {product ? <ProductPictureField productId={product.id} name={product.name} /> : null}
          {errors.root?.server ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {message(errors.root.server.message)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('products.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
