import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h1Register, prescriptionFiles, prescriptionHistory, prescriptions } from '../../db/schema/prescriptions.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, newGuest } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { approval, newPharmacist, upload } from './prescription-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('prescriptions in "download my data" and "delete my account" (DPDP; docs/privacy.md)', () => {
  it('exports every prescription of the account with its review, pages (as links) and history', async () => {
    const customer = await newCustomer(t);
    const id = (await upload(t, customer.cookies)).json().id as number;
    const res = await t.app.inject({ url: '/api/privacy/export', cookies: customer.cookies });
    expect(res.statusCode, res.body).toBe(200);
    const { prescriptions: exported } = res.json();
    expect(exported).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        uploaderPhone: '9876543210',
        pages: [expect.objectContaining({ page: 1, url: `/api/prescriptions/${id}/pages/1` })],
        history: [expect.objectContaining({ status: 'pending' })],
      }),
    ]);
  });

  it('deletes what no law needs; keeps a dispensed prescription and the H1 register, cut from the account', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    const alprax = await createProduct(t.db, {
      name: 'Alprax 0.25 Tablet',
      prescriptionRequired: true,
      schedule: 'H1',
    });
    const undispensed = (await upload(t, customer.cookies)).json().id as number;
    const dispensed = (await upload(t, customer.cookies)).json().id as number;
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/pharmacy/prescriptions/${dispensed}/review`,
      cookies: pharmacist.cookies,
      payload: approval([alprax.id]),
    });
    expect(review.statusCode, review.body).toBe(200);
    await t.app.prescriptions.dispense({
      userId: customer.id,
      orderId: 900,
      orderNumber: 'ORD-000900',
      preferredPrescriptionId: dispensed,
      patientAddress: '12, MG Road, Bengaluru 560001',
      lines: [
        { orderItemId: 1, productId: alprax.id, name: alprax.name, quantity: 1, schedule: 'H1', batchNumber: 'AL2411' },
      ],
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      cookies: customer.cookies,
      payload: { password: customer.user.password },
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await t.db
      .select()
      .from(prescriptions)
      .where(inArray(prescriptions.id, [undispensed, dispensed]));
    expect(rows.map((r) => r.id)).toEqual([dispensed]);
    expect(rows[0]).toMatchObject({
      userId: null,
      guestId: null,
      uploaderName: 'Redacted',
      uploaderPhone: '',
      uploaderAddress: '',
      notes: '',
      // What the sale's record needs stays.
      status: 'approved',
      prescriberName: 'Dr. Meera Iyer',
      patientName: 'Priya Sharma',
      reviewerName: 'Anjali Deshpande',
    });
    expect(
      await t.db.select().from(prescriptionFiles).where(eq(prescriptionFiles.prescriptionId, undispensed)),
    ).toEqual([]);
    expect(
      await t.db.select().from(prescriptionFiles).where(eq(prescriptionFiles.prescriptionId, dispensed)),
    ).toHaveLength(1);
    const history = await t.db
      .select()
      .from(prescriptionHistory)
      .where(eq(prescriptionHistory.prescriptionId, dispensed));
    expect(history.filter((h) => h.byUserId === customer.id)).toEqual([]);
    expect(await t.db.select().from(h1Register).where(eq(h1Register.orderId, 900))).toHaveLength(1);
  });

  it('purges unjoined guest uploads after 90 days, and kept records and H1 entries after 3 years', async () => {
    const guest = await newGuest(t);
    const old = (await upload(t, guest.cookies)).json().id as number;
    const fresh = (await upload(t, guest.cookies)).json().id as number;
    await t.db
      .update(prescriptions)
      .set({ submittedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(prescriptions.id, old));
    const entry = {
      orderId: 901,
      orderNumber: 'ORD-000901',
      prescriptionId: 1,
      productId: 1,
      medicineName: 'Alprax 0.25 Tablet',
      quantity: 1,
      prescriberName: 'Dr. Meera Iyer',
      prescriberRegistration: 'DMC/R/05123',
      patientName: 'Ravi Kumar',
      patientAddress: 'Pune',
      pharmacistName: 'Anjali Deshpande',
      pharmacistRegistration: 'MSPC/2014/48213',
    };
    await t.db.insert(h1Register).values([
      { ...entry, dispensedAt: new Date(Date.now() - 3 * 366 * 86_400_000) },
      { ...entry, orderId: 902, dispensedAt: new Date(Date.now() - 2 * 365 * 86_400_000) },
    ]);
    const purged = await t.app.prescriptions.purgeExpired();
    expect(purged.guestUploads).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: prescriptions.id })
      .from(prescriptions)
      .where(inArray(prescriptions.id, [old, fresh]));
    expect(left.map((r) => r.id)).toEqual([fresh]);
    const register = await t.db
      .select()
      .from(h1Register)
      .where(inArray(h1Register.orderId, [901, 902]));
    expect(register.map((r) => r.orderId)).toEqual([902]);
  });
});
