import { StaffAreaLayout } from '../../features/staff-areas/components/staff-area-layout.tsx';
import { useLogout } from '../session/post-logout.ts';
import { RouteGuard } from '../session/route-guard.tsx';
import type { StaffAreaDefinition } from '../session/route-guard.tsx';

/** /admin, /pharmacy, /doctor, /laboratory, /delivery, /chemist: the role guard around the area layout. */
export default function StaffAreaRoute({ area }: { area: StaffAreaDefinition }) {
  const logout = useLogout();
  return (
    <RouteGuard area={area}>
      {(user) => (
        <StaffAreaLayout
          area={area.area}
          userId={user.id}
          onLogout={() => logout.mutate()}
          logoutPending={logout.isPending}
        />
      )}
    </RouteGuard>
  );
}
