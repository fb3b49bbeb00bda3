import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder, upi } from '../../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../../test/factories.ts';
import { PRESCRIPTION_NOT_FOUND } from './orders.service.ts';

// The app as it is wired today: no prescriptions feature yet, so the default lookup knows none.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('until the prescriptions feature exists, any prescriptionId is refused; orders without one go through', async () => {
  const customer = await newCustomer(t);
  const rx = await createProduct(t.db, { prescriptionRequired: true, schedule: 'H' });
  await addToCart(t, customer.cookies, customer.id, rx.id, 1);
  for (const prescriptionId of [1, 42, 999_999]) {
    const res = await placeOrder(t, customer.cookies, { address: deliveryAddress, payment: upi, prescriptionId });
    expect(res.statusCode, String(prescriptionId)).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PRESCRIPTION_NOT_FOUND });
  }
  const plain = await placeOrder(t, customer.cookies, { address: deliveryAddress, payment: upi });
  expect(plain.statusCode).toBe(201);
  expect(plain.json()).toMatchObject({ status: 'awaiting-prescription', prescriptionId: null });
});
