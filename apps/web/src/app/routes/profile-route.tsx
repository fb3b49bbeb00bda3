import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ProfilePage from '../../features/account/pages/profile-page.tsx';
import type { ProfileTab } from '../../features/account/pages/profile-page.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { LabReportsTab } from '../../features/lab-tests/components/lab-reports-tab.tsx';
import { ProfilePlus } from '../../features/offers/components/profile-plus.tsx';
import { OrderHistory } from '../../features/orders/components/order-history.tsx';
import { MyPrescriptions } from '../../features/prescriptions/components/my-prescriptions.tsx';
import { setCurrentUser } from '../session/get-current-user.ts';
import { useLogout } from '../session/post-logout.ts';
import { RouteGuard } from '../session/route-guard.tsx';

/** /profile and /orders: signed-in only (Authentication Required otherwise). */
export default function ProfileRoute({ defaultTab = 'account' }: { defaultTab?: ProfileTab }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('lab-tests');
  const logout = useLogout();
  const cart = useCart();
  return (
    <RouteGuard>
      {(user) => (
        <ProfilePage
          user={user}
          defaultTab={defaultTab}
          onUserUpdated={(updated) => setCurrentUser(queryClient, updated)}
          onLogout={() => logout.mutate()}
          // The deletion already said goodbye in its own toast.
          onAccountDeleted={() => logout.mutate({ quiet: true })}
          logoutPending={logout.isPending}
          ordersSlot={<OrderHistory onCartChanged={cart.showCart} onViewCart={cart.openCart} />}
          prescriptionsSlot={<MyPrescriptions />}
          labReportsSlot={<LabReportsTab />}
          labReportsLabel={t('reports.tab')}
          membershipSlot={<ProfilePlus />}
        />
      )}
    </RouteGuard>
  );
}
