import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { autoDetectDeliveryPincode, useDeliveryLocation } from './delivery-location-store.ts';

export interface DeliverToView {
  pincode: string | null;
  place: string | null;
  detecting: boolean;
  /** With no pincode: 'set' when the device cannot or may not tell ("Set location"), else 'detect'. */
  emptyAction: 'set' | 'detect';
}

/**
 * The header's "Deliver to" state; starts the auto-detection once when no pincode is set (SPEC §4). No
 * translations here: the header renders with the shell's namespace, so it never waits for this feature's.
 */
export function useDeliverTo(): DeliverToView {
  const queryClient = useQueryClient();
  const location = useDeliveryLocation();
  useEffect(() => {
    autoDetectDeliveryPincode(queryClient);
  }, [queryClient]);
  return {
    pincode: location.pincode,
    place: location.place,
    detecting: location.detecting,
    emptyAction: location.error === 'denied' || location.error === 'unsupported' ? 'set' : 'detect',
  };
}
