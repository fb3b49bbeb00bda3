import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { addMonths, todayInIndia } from '@aushadh/shared/prescriptions/schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  h1Register,
  prescriptionDispensings,
  prescriptionMedicines,
  prescriptions,
} from '../../db/schema/prescriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import type { PrescriptionLine } from './use-cases/prescription-coverage.ts';
import { approval, newPharmacist, upload } from './prescription-fixtures.ts';

let t: TestApp;
let pharmacist: Awaited<ReturnType<typeof newPharmacist>>;
beforeAll(async () => {
  t = await buildTestApp();
  pharmacist = await newPharmacist(t);
});
afterAll(async () => t.close());

/** An uploaded prescription, approved for `medicines` by the pharmacist. */
async function approved(
  cookies: Record<string, string>,
  medicines: { productId: number; quantity: number }[],
  overrides: Record<string, unknown> = {},
) {
  const id = (await upload(t, cookies)).json().id as number;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pharmacy/prescriptions/${id}/review`,
    cookies: pharmacist.cookies,
    payload: { ...approval([]), medicines, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

let orderItemId = 1000;
const line = (
  product: { id: number; name: string },
  quantity: number,
  schedule: PrescriptionLine['schedule'] = 'H',
): PrescriptionLine => ({
  orderItemId: (orderItemId += 1),
  productId: product.id,
  name: product.name,
  quantity,
  schedule,
  batchNumber: 'AZ24117',
});
/** How much of `productId` the prescription still allows. */
const left = async (prescriptionId: number, productId: number) => {
  const rows = await t.db
    .select()
    .from(prescriptionMedicines)
    .where(eq(prescriptionMedicines.prescriptionId, prescriptionId));
  const row = rows.find((r) => r.productId === productId)!;
  return row.quantityAllowed - row.quantityDispensed;
};

describe('the prescriptions port orders asks (isOwnedBy, covers, dispense, undo, verifierFor, readPage)', () => {
  it('knows whose a prescription is', async () => {
    const customer = await newCustomer(t);
    const other = await newCustomer(t);
    const id = (await upload(t, customer.cookies)).json().id as number;
    expect(await t.app.prescriptions.isOwnedBy(id, customer.id)).toBe(true);
    expect(await t.app.prescriptions.isOwnedBy(id, other.id)).toBe(false);
    expect(await t.app.prescriptions.isOwnedBy(999_999, customer.id)).toBe(false);
    const page = await t.app.prescriptions.readPage(id, 1);
    expect(page).toMatchObject({ mediaType: 'image/png' });
    expect(page!.content.length).toBe(page!.byteSize);
    expect(await t.app.prescriptions.readPage(id, 2)).toBeNull();
  });

  it('covers a line across two prescriptions, the preferred one first; only approved, unexpired, with quantity left', async () => {
    const customer = await newCustomer(t);
    const azee = await createProduct(t.db, { name: 'Azee 500 Tablet', prescriptionRequired: true, schedule: 'H' });
    const pan = await createProduct(t.db, { name: 'Pan 40 Tablet', prescriptionRequired: true, schedule: 'H' });
    const older = await approved(customer.cookies, [{ productId: azee.id, quantity: 2 }]);
    const newer = await approved(customer.cookies, [
      { productId: azee.id, quantity: 3 },
      { productId: pan.id, quantity: 1 },
    ]);
    const pending = (await upload(t, customer.cookies)).json().id as number;
    const ask = (lines: PrescriptionLine[], preferred: number | null = null) =>
      t.app.prescriptions.covers({ userId: customer.id, preferredPrescriptionId: preferred, lines });

    expect(await ask([])).toBe(true);
    expect(await ask([line(azee, 5)])).toBe(true);
    expect(await ask([line(azee, 6)])).toBe(false);
    expect(await ask([line(azee, 4), line(pan, 1)])).toBe(true);
    expect(await ask([line(pan, 2)])).toBe(false);
    // Another customer's prescriptions cover nothing of this one's.
    const other = await newCustomer(t);
    expect(
      await t.app.prescriptions.covers({ userId: other.id, preferredPrescriptionId: newer, lines: [line(azee, 1)] }),
    ).toBe(false);
    expect(pending).toBeGreaterThan(0);

    // Dispensing 4 with the newer one preferred: 3 from it, 1 from the older.
    await t.app.prescriptions.dispense({
      userId: customer.id,
      orderId: 501,
      orderNumber: 'ORD-000501',
      preferredPrescriptionId: newer,
      patientAddress: '12, MG Road, Bengaluru 560001',
      lines: [line(azee, 4)],
    });
    expect(await left(newer, azee.id)).toBe(0);
    expect(await left(older, azee.id)).toBe(1);
    const dispensed = await t.db.select().from(prescriptionDispensings).where(eq(prescriptionDispensings.orderId, 501));
    expect(dispensed.map((d) => d.quantity).sort()).toEqual([1, 3]);
    expect(await ask([line(azee, 2)])).toBe(false);
    expect(await ask([line(azee, 1)])).toBe(true);

    // Expired: the older prescription's last day was yesterday.
    await t.db
      .update(prescriptions)
      .set({ validUntil: addMonths(todayInIndia(), -1) })
      .where(eq(prescriptions.id, older));
    expect(await ask([line(azee, 1)])).toBe(false);
    // Valid until today still counts.
    await t.db.update(prescriptions).set({ validUntil: todayInIndia() }).where(eq(prescriptions.id, older));
    expect(await ask([line(azee, 1)])).toBe(true);
  });

  it('refuses to dispense what is not covered, naming the line, and leaves everything as it was', async () => {
    const customer = await newCustomer(t);
    const azee = await createProduct(t.db, { name: 'Azee 500 Tablet', prescriptionRequired: true });
    const montair = await createProduct(t.db, { name: 'Montair LC Tablet', prescriptionRequired: true });
    const id = await approved(customer.cookies, [{ productId: azee.id, quantity: 2 }]);
    const attempt = t.app.prescriptions.dispense({
      userId: customer.id,
      orderId: 502,
      orderNumber: 'ORD-000502',
      preferredPrescriptionId: null,
      patientAddress: 'x',
      lines: [line(azee, 2), line(montair, 1)],
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'PRESCRIPTION_NOT_COVERING',
      params: { name: 'Montair LC Tablet' },
    });
    expect(await left(id, azee.id)).toBe(2);
    expect(await t.db.select().from(prescriptionDispensings).where(eq(prescriptionDispensings.orderId, 502))).toEqual(
      [],
    );
    // Inside the caller's unit of work, a later failure of the caller undoes the dispensing too.
    await expect(
      t.app.uow.transaction(async () => {
        await t.app.prescriptions.dispense({
          userId: customer.id,
          orderId: 503,
          orderNumber: 'ORD-000503',
          preferredPrescriptionId: id,
          patientAddress: 'x',
          lines: [line(azee, 2)],
        });
        throw new Error('packing failed after dispensing');
      }),
    ).rejects.toThrow('packing failed');
    expect(await left(id, azee.id)).toBe(2);
  });

  it('writes Schedule H1 lines to the register with prescriber, patient, pharmacist and batch; undo gives everything back', async () => {
    const customer = await newCustomer(t);
    const alprax = await createProduct(t.db, {
      name: 'Alprax 0.25 Tablet',
      prescriptionRequired: true,
      schedule: 'H1',
    });
    const azee = await createProduct(t.db, { name: 'Azee 500 Tablet', prescriptionRequired: true, schedule: 'H' });
    const id = await approved(customer.cookies, [
      { productId: alprax.id, quantity: 1 },
      { productId: azee.id, quantity: 1 },
    ]);
    await t.app.prescriptions.dispense({
      userId: customer.id,
      orderId: 504,
      orderNumber: 'ORD-000504',
      preferredPrescriptionId: id,
      patientAddress: '12, MG Road, Bengaluru 560001',
      lines: [line(alprax, 1, 'H1'), line(azee, 1, 'H')],
    });
    const register = await t.db.select().from(h1Register).where(eq(h1Register.orderId, 504));
    expect(register).toEqual([
      expect.objectContaining({
        orderNumber: 'ORD-000504',
        prescriptionId: id,
        productId: alprax.id,
        medicineName: 'Alprax 0.25 Tablet',
        quantity: 1,
        batchNumber: 'AZ24117',
        prescriberName: 'Dr. Meera Iyer',
        prescriberRegistration: 'DMC/R/05123',
        patientName: 'Priya Sharma',
        patientAddress: '12, MG Road, Bengaluru 560001',
        pharmacistName: 'Anjali Deshpande',
        pharmacistRegistration: 'MSPC/2014/48213',
      }),
    ]);
    expect(await t.app.prescriptions.verifierFor({ orderId: 504, prescriptionId: null })).toMatchObject({
      prescriptionId: id,
      name: 'Anjali Deshpande',
      registration: 'MSPC/2014/48213',
    });

    const pageOfRegister = await t.app.inject({ url: '/api/pharmacy/h1-register', cookies: pharmacist.cookies });
    expect(pageOfRegister.json().entries.some((e: { orderId: number }) => e.orderId === 504)).toBe(true);

    await t.app.prescriptions.undoDispensing(504);
    expect(await left(id, alprax.id)).toBe(1);
    expect(await left(id, azee.id)).toBe(1);
    expect(await t.db.select().from(h1Register).where(eq(h1Register.orderId, 504))).toEqual([]);
    expect(await t.db.select().from(prescriptionDispensings).where(eq(prescriptionDispensings.orderId, 504))).toEqual(
      [],
    );
    // Undo twice is harmless.
    await t.app.prescriptions.undoDispensing(504);
    expect(await left(id, alprax.id)).toBe(1);
    // Named at checkout but not dispensed yet: the verifier is that prescription's.
    expect(await t.app.prescriptions.verifierFor({ orderId: 504, prescriptionId: id })).toMatchObject({
      prescriptionId: id,
    });
    expect(await t.app.prescriptions.verifierFor({ orderId: 504, prescriptionId: null })).toBeNull();
  });
});

describe('the H1 register for the pharmacist', () => {
  it('pages by date range and downloads as RFC 4180 CSV with formula cells defused', async () => {
    const base = { orderId: 700, prescriptionId: 1, productId: 1, quantity: 1, batchNumber: 'B1' };
    const entry = {
      medicineName: 'Alprax 0.25 Tablet',
      prescriberName: 'Dr. Meera Iyer',
      prescriberRegistration: 'DMC/R/05123',
      patientAddress: '12, "Lotus" Apartments, MG Road',
      pharmacistName: 'Anjali Deshpande',
      pharmacistRegistration: 'MSPC/2014/48213',
    };
    await t.db.insert(h1Register).values([
      {
        ...base,
        ...entry,
        orderNumber: 'ORD-H1-1',
        patientName: '=HYPERLINK("http://evil")',
        dispensedAt: new Date('2031-03-01T05:00:00Z'),
      },
      {
        ...base,
        ...entry,
        orderNumber: 'ORD-H1-2',
        patientName: 'Ravi Kumar',
        dispensedAt: new Date('2031-03-02T20:00:00Z'),
      },
    ]);
    const march1 = await t.app.inject({
      url: '/api/pharmacy/h1-register?from=2031-03-01&to=2031-03-01',
      cookies: pharmacist.cookies,
    });
    expect(march1.json().entries.map((e: { orderNumber: string }) => e.orderNumber)).toEqual(['ORD-H1-1']);
    // 20:00 UTC on 2 March is 3 March in India.
    const march3 = await t.app.inject({
      url: '/api/pharmacy/h1-register?from=2031-03-03',
      cookies: pharmacist.cookies,
    });
    expect(march3.json().entries.map((e: { orderNumber: string }) => e.orderNumber)).toEqual(['ORD-H1-2']);

    const csv = await t.app.inject({
      url: '/api/pharmacy/h1-register.csv?from=2031-03-01&to=2031-03-31',
      cookies: pharmacist.cookies,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="h1-register-2031-03-01-to-2031-03-31.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Date,Order,Prescription,Medicine,Quantity,Batch,Prescriber,Prescriber registration,Patient,Patient address,Pharmacist,Pharmacist registration',
    );
    expect(lines[1]).toBe(
      `2031-03-01 10:30,ORD-H1-1,1,Alprax 0.25 Tablet,1,B1,Dr. Meera Iyer,DMC/R/05123,"'=HYPERLINK(""http://evil"")","12, ""Lotus"" Apartments, MG Road",Anjali Deshpande,MSPC/2014/48213`,
    );
    expect(lines[2]).toMatch(/^2031-03-03 01:30,ORD-H1-2,/);
    expect(lines.at(-1)).toBe('');

    const wrong = await t.app.inject({
      url: '/api/pharmacy/h1-register?from=2031-03-05&to=2031-03-01',
      cookies: pharmacist.cookies,
      headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0]).toMatchObject({ path: ['from'], code: 'DATE_RANGE_INVALID' });
  });
});
