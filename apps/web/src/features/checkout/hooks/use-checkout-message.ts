import { DELIVERY_MESSAGES } from '@aushadh/shared/delivery/schemas.ts';
import { ADDRESS_MESSAGES, ADDRESS_PLACE_MESSAGES, PAYMENT_MESSAGES } from '@aushadh/shared/orders/schemas.ts';
import { useSchemaMessage } from '../../../lib/use-schema-message.ts';

/** The shared schemas' English messages → their keys under `validation` in checkout.json. */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(ADDRESS_MESSAGES).map(([key, message]) => [message, `address.${key}`] as [string, string]),
  ...Object.entries(PAYMENT_MESSAGES).map(([key, message]) => [message, `payment.${key}`] as [string, string]),
  ...Object.entries(ADDRESS_PLACE_MESSAGES).map(([key, message]) => [message, `address.${key}`] as [string, string]),
  [DELIVERY_MESSAGES.pincodeError, 'address.pincode'],
  [DELIVERY_MESSAGES.pincodeRequired, 'address.pincodeRequired'],
  [DELIVERY_MESSAGES.pincodeInvalid, 'address.pincodeInvalid'],
]);

/** Shows a zod message of packages/shared in the visitor's language (unknown messages as they are). */
export function useCheckoutMessage(): (message: string | undefined) => string | undefined {
  return useSchemaMessage('checkout', KEY_BY_MESSAGE);
}
