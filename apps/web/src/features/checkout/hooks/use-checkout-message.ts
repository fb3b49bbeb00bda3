import { DELIVERY_MESSAGES } from '@aushadh/shared/delivery/schemas.ts';
import { ADDRESS_MESSAGES, PAYMENT_MESSAGES } from '@aushadh/shared/orders/schemas.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The shared schemas' English messages → their keys under `validation` in checkout.json. */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(ADDRESS_MESSAGES).map(([key, message]) => [message, `address.${key}`] as [string, string]),
  ...Object.entries(PAYMENT_MESSAGES).map(([key, message]) => [message, `payment.${key}`] as [string, string]),
  [DELIVERY_MESSAGES.pincodeError, 'address.pincode'],
]);

/** Shows a zod message of packages/shared in the visitor's language (unknown messages as they are). */
export function useCheckoutMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('checkout');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = KEY_BY_MESSAGE.get(message);
      return key ? t(`validation.${key}`, { defaultValue: message }) : message;
    },
    [t],
  );
}
