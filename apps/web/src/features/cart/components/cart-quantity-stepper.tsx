import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import type { QuantityStepperProps } from '../../../components/ui/quantity-stepper.tsx';

export interface CartQuantityStepperProps extends Pick<
  QuantityStepperProps,
  'value' | 'max' | 'onChange' | 'onRemove' | 'pending' | 'size' | 'className'
> {
  /** Names the product for screen readers ("Increase quantity of Dolo 650"). */
  productName: string;
}

/** The shared stepper bound to a cart line: the cart's wording, named after the product, never below 1. */
export function CartQuantityStepper({ productName, value, max, ...rest }: CartQuantityStepperProps) {
  const { t } = useTranslation('cart');
  const name = { name: productName };
  return (
    <QuantityStepper
      {...rest}
      value={value}
      max={max}
      testId="cart-stepper"
      labels={{
        group: t('stepper.label', name),
        decrease: t('stepper.decrease', name),
        increase: t('stepper.increase', name),
        remove: t('stepper.remove', name),
        value: t('stepper.quantity', { count: value }),
        atMax: t('stepper.max', { count: max }),
      }}
    />
  );
}
