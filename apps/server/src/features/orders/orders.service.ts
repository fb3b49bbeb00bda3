import { createCustomerStatsRepository } from './customer-stats.repository.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { createCancelOrder } from './use-cases/cancel-order.ts';
import { createChemistOrders } from './use-cases/chemist-orders.ts';
import { createCheckoutSummary } from './use-cases/checkout-summary.ts';
import { createDeleteAddress } from './use-cases/delete-address.ts';
import { createListAddresses } from './use-cases/list-addresses.ts';
import { createOrderReturns } from './use-cases/order-returns.ts';
import { createOrdersPersonalData } from './use-cases/orders-personal-data.ts';
import { createPlaceOrder } from './use-cases/place-order.ts';
import { createReleaseOrders } from './use-cases/release-orders.ts';
import { createReorder } from './use-cases/reorder.ts';
import { createRiderDeliveries } from './use-cases/rider-deliveries.ts';
import { createSaveAddress } from './use-cases/save-address.ts';
import { createViewOrders } from './use-cases/view-orders.ts';

export { PRESCRIPTION_NOT_FOUND } from './order-model.ts';
export type { OrdersDeps } from './orders-deps.ts';

/** The orders feature's entry point: its use cases (one file each under use-cases/), assembled. */
export function createOrdersService(deps: OrdersDeps) {
  const view = createViewOrders(deps);
  const addresses = createSaveAddress(deps);
  const removal = createDeleteAddress(deps);
  const release = createReleaseOrders({ ...deps, getOrder: view.getOrder });
  return {
    /* addresses */
    listAddresses: createListAddresses(deps),
    createAddress: addresses.createAddress,
    updateAddress: addresses.updateAddress,
    deleteAddress: removal.deleteAddress,
    dropSavedAddresses: removal.dropSavedAddresses,
    /* checkout */
    summary: createCheckoutSummary(deps),
    placeOrder: createPlaceOrder({
      ...deps,
      saveAddress: addresses.saveInTransaction,
      releaseIfCovered: (orderId) => release.releaseIfCovered(orderId),
      getOrder: view.getOrder,
    }),
    /* the customer's orders */
    listOrders: view.listOrders,
    getOrder: view.getOrder,
    invoiceData: view.invoiceData,
    cancelOrder: createCancelOrder({ ...deps, getOrder: view.getOrder }),
    reorder: createReorder(deps),
    linkPrescription: release.linkPrescription,
    personalData: createOrdersPersonalData(deps),
    /** The admin's customer screens and dashboard (issue 17): order figures per customer, today's sales. */
    customerStats: createCustomerStatsRepository(deps.uow),
    /* the order's life: released by a reviewed prescription, packed, delivered, returned (issue 12) */
    onPrescriptionReviewed: release.onPrescriptionReviewed,
    chemist: createChemistOrders(deps),
    rider: createRiderDeliveries(deps),
    returns: createOrderReturns({ ...deps, getOrder: view.getOrder }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
