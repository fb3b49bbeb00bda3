import { sessionKey } from '../../../lib/session-key.ts';

/** The orders list's query key, apart from its fetcher: the offline wiring needs the key without zod. */
export const ordersListQueryKey = sessionKey('orders', 'list');
