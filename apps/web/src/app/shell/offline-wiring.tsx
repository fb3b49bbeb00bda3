import { OfflineSupport } from '../../features/offline/components/offline-support.tsx';
import type { RecordedQueries } from '../../features/offline/api/offline-recorder.ts';
// Keys only: their fetchers would bring zod and the schemas into every first visit (TBT, issue 18).
import { medicationsKey } from '../../features/medication/api/medication-keys.ts';
import { ordersListQueryKey } from '../../features/orders/api/order-keys.ts';
import { currentUserQueryKey } from '../session/current-user-key.ts';

/** The queries the offline shell keeps, from the features that own them (decision 0027). */
const RECORDED: RecordedQueries = {
  user: currentUserQueryKey,
  orders: ordersListQueryKey,
  medications: medicationsKey,
};

/** The installable app's part of the shell, loaded once the page is idle (app-shell.tsx). */
export default function OfflineWiring() {
  return <OfflineSupport queries={RECORDED} />;
}
