import { AdminPartnersPage } from './admin-partners-page.tsx';

/** /admin/doctors: doctors' council registrations to verify. */
export default function AdminDoctorsPage() {
  return <AdminPartnersPage kind="doctor" />;
}
