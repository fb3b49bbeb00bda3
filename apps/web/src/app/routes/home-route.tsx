import HomePage from '../../features/catalog/pages/home-page.tsx';
import { EmergencyHomeStrip } from '../../features/emergency/components/emergency-home-strip.tsx';
import { PrescriptionUploadCard } from '../../features/prescriptions/components/prescription-upload-card.tsx';

/**
 * /: the catalog's home page with the prescriptions feature's upload card in its place, then the emergency
 * services strip, emergency contacts and the way to nearby hospitals (SPEC §2).
 */
export default function HomeRoute() {
  return (
    <>
      <HomePage prescriptionCard={<PrescriptionUploadCard />} />
      <EmergencyHomeStrip />
    </>
  );
}
