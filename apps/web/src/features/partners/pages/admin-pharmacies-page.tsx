import { AdminPartnersPage } from './admin-partners-page.tsx';

/** /admin/pharmacies: pharmacies and chemists to verify, and the link to the hospital-listing queue. */
export default function AdminPharmaciesPage() {
  return <AdminPartnersPage kind="pharmacy" />;
}
