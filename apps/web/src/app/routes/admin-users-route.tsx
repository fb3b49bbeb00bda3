import { normaliseRole } from '@aushadh/shared/auth/roles.ts';
import AdminUsersPage from '../../features/admin/pages/admin-users-page.tsx';
import { useCurrentUser } from '../session/get-current-user.ts';

/** /admin/users: the page learns who is acting (their own row, and what a subadmin may not touch) from the session. */
export default function AdminUsersRoute() {
  const user = useCurrentUser().data;
  // The area's guard rendered this only for a signed-in admin or subadmin.
  if (!user) return null;
  return <AdminUsersPage selfId={user.id} actorRole={normaliseRole(user.role) ?? 'subadmin'} />;
}
