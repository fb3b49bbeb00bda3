import type { PersonalDataContributor } from '../../../lib/personal-data.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { toAddress, toCustomerReturn, toDetail } from '../order-model.ts';

/** The orders feature's part of "download my data" and "delete my account" (DPDP). */
export function createOrdersPersonalData({ repository }: OrdersDeps): PersonalDataContributor {
  return {
    name: 'orders',
    async export({ userId }) {
      const rows = await repository.allOrdersOf(userId);
      const ids = rows.map((r) => r.id);
      const [items, histories, saved, returns] = await Promise.all([
        repository.itemsOf(ids),
        repository.historiesOf(ids),
        repository.listAddresses(userId),
        repository.returnsOf(ids),
      ]);
      const returnLines = await repository.returnLinesOf(returns.map((r) => r.id));
      return {
        addresses: saved.map((row) => toAddress(row)),
        orders: rows.map((order) =>
          toDetail(
            order,
            items.filter((i) => i.orderId === order.id),
            histories.filter((h) => h.orderId === order.id),
            {
              returns: returns
                .filter((r) => r.orderId === order.id)
                .map((r) => toCustomerReturn(r, returnLines, items)),
            },
          ),
        ),
      };
    },
    /**
     * Saved addresses go; orders stay (GST invoices are legal records) with the person taken out, and the
     * photos and notes of their returns go (the decisions and refunds stay with the order).
     */
    async erase({ userId }) {
      await repository.deleteAddressesOf(userId);
      await repository.anonymiseOrdersOf(userId);
      await repository.forgetReturnPhotosOf(userId);
    },
  };
}
