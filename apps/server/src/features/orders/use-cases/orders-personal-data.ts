import type { PersonalDataContributor } from '../../../lib/personal-data.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { toAddress, toDetail } from '../order-model.ts';

/** The orders feature's part of "download my data" and "delete my account" (DPDP). */
export function createOrdersPersonalData({ repository }: OrdersDeps): PersonalDataContributor {
  return {
    name: 'orders',
    async export({ userId }) {
      const rows = await repository.allOrdersOf(userId);
      const ids = rows.map((r) => r.id);
      const [items, histories, saved] = await Promise.all([
        repository.itemsOf(ids),
        repository.historiesOf(ids),
        repository.listAddresses(userId),
      ]);
      return {
        addresses: saved.map((row) => toAddress(row)),
        orders: rows.map((order) =>
          toDetail(
            order,
            items.filter((i) => i.orderId === order.id),
            histories.filter((h) => h.orderId === order.id),
          ),
        ),
      };
    },
    /** Saved addresses go; orders stay (GST invoices are legal records) with the person taken out. */
    async erase({ userId }) {
      await repository.deleteAddressesOf(userId);
      await repository.anonymiseOrdersOf(userId);
    },
  };
}
