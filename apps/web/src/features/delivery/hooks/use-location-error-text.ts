import { useTranslation } from 'react-i18next';
import type { LocationErrorKind } from './delivery-location-store.ts';

/** SPEC §8 geolocation / pincode-lookup texts, verbatim in English. */
export function useLocationErrorText(): (kind: LocationErrorKind) => string {
  const { t } = useTranslation('delivery');
  return (kind) => t(`location.errors.${kind}`);
}
