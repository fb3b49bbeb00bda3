import { useDeliveryLocation } from '../../features/delivery/hooks/delivery-location-store.ts';
import NearbyHospitalsPage from '../../features/hospitals/pages/nearby-hospitals-page.tsx';

/** /nearby-hospitals: measured from the Deliver-to pincode until the visitor shares their location. */
export default function NearbyHospitalsRoute() {
  const { pincode } = useDeliveryLocation();
  return <NearbyHospitalsPage pincode={pincode || null} />;
}
