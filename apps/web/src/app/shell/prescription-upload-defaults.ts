import type { Address } from '@aushadh/shared/orders/schemas.ts';
import { useQuery } from '@tanstack/react-query';
import type { UploadDefaults } from '../../features/prescriptions/components/upload-defaults.tsx';
import { sessionKey } from '../../lib/session-key.ts';
import { useCurrentUser } from '../session/get-current-user.ts';

/**
 * What the prescription upload form starts with for a signed-in customer: their name and mobile, and their
 * default delivery address. Runs only while the upload dialog is open. The address book is the checkout
 * feature's query (same key as its get-addresses.ts, so a book already loaded is reused), imported on demand so
 * its schemas stay out of the first page's JavaScript.
 */
export function usePrescriptionUploadDefaults(): UploadDefaults {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const addresses = useQuery<Address[]>({
    queryKey: sessionKey('addresses'),
    queryFn: async ({ signal }) => (await import('../../features/checkout/api/get-addresses.ts')).getAddresses(signal),
    enabled: signedIn,
  });
  if (!user.data) return {};
  const address = addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0];
  return {
    userName: user.data.name,
    userPhone: user.data.mobile ?? address?.phone,
    userAddress: address ? `${address.address}, ${address.city}, ${address.state} ${address.pincode}` : undefined,
  };
}
