import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryCheckResponse } from '@aushadh/shared/delivery/schemas.ts';
import { DeliveryCheck } from '../../features/delivery/components/delivery-check.tsx';
import { setDeliveryPincode, useDeliveryLocation } from '../../features/delivery/hooks/delivery-location-store.ts';

/** The delivery check with the visitor's pincode (checked at once when one is set); a new one is kept. */
export function ProductDeliveryCheck({ className }: { className?: string }) {
  const { t } = useTranslation('delivery');
  const { pincode } = useDeliveryLocation();
  const keep = useCallback((result: DeliveryCheckResponse) => setDeliveryPincode(result.pincode, result.city), []);
  return (
    <DeliveryCheck
      pincode={pincode}
      autoCheck={pincode !== null}
      onChecked={keep}
      title={t('check.label')}
      {...(className ? { className } : {})}
    />
  );
}
