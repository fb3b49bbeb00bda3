import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory } from '../../db/schema/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder, upi } from '../../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../../test/factories.ts';
import { amountInWords, gstBreakdown, gstStateCode, scriptRuns, SELLER, splitGst } from './invoice-pdf.ts';

const run = promisify(execFile);

describe('invoice GST', () => {
  it('GST split of inclusive prices adds up', () => {
    expect(splitGst(11_200, 12)).toEqual({ taxable: 10_000, gst: 1_200, cgst: 600, sgst: 600 });
    const lines = gstBreakdown({
      items: [
        { gstRate: 12, lineTotalPaise: 11_200 },
        { gstRate: 18, lineTotalPaise: 11_800 },
      ] as never,
      totals: { deliveryFeePaise: 4_900 } as never,
    });
    expect(lines.map((l) => l.rate)).toEqual([12, 18]);
    for (const l of lines) expect(l.taxable + l.gst).toBe(l.gross);
  });

  it('writes amounts in words with lakh and crore', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(11_200)).toBe('Rupees One Hundred Twelve Only');
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    );
    expect(amountInWords(1_234_567_890_05)).toBe(
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety and Five Paise Only',
    );
  });

  it('prints a GSTIN and drug licence numbers of the right shape (sample values)', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(SELLER.gstin).toMatch(/^09[A-Z]{3}C[A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    const sum = [...SELLER.gstin.slice(0, 14)].reduce((s, ch, i) => {
      const product = chars.indexOf(ch) * (i % 2 === 0 ? 1 : 2);
      return s + Math.floor(product / 36) + (product % 36);
    }, 0);
    expect(SELLER.gstin[14]).toBe(chars[(36 - (sum % 36)) % 36]);
    expect(SELLER.drugLicenceForm20).toMatch(/^RLF20UP\d{4}\d{6}$/);
    expect(SELLER.drugLicenceForm21).toMatch(/^RLF21UP\d{4}\d{6}$/);
    expect(gstStateCode('Uttar Pradesh')).toBe('09');
    expect(gstStateCode(' tamil  nadu ')).toBe('33');
    expect(gstStateCode('Nowhere')).toBeNull();
  });

  it('splits mixed-script text into runs a font can draw', () => {
    expect(scriptRuns('प्रिया Sharma, 12')).toEqual([
      { script: 'Devanagari', text: 'प्रिया ' },
      { script: null, text: 'Sharma, 12' },
    ]);
  });
});

/* ── the rendered PDF, read back with poppler (pdftotext -bbox-layout, pdffonts, pdftoppm) ── */

interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

async function readPdf(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'aushadh-invoice-'));
  const file = join(dir, 'invoice.pdf');
  await writeFile(file, pdf);
  const { stdout: html } = await run('pdftotext', ['-bbox-layout', file, '-']);
  const pages = [...html.matchAll(/<page [^>]*>([\s\S]*?)<\/page>/g)].map((page) =>
    [
      ...page[1]!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ].map((m): Word => ({
      text: m[5]!.replace(/&[a-z#0-9]+;/g, (e) => entities[e] ?? e),
      x0: Number(m[1]),
      y0: Number(m[2]),
      x1: Number(m[3]),
      y1: Number(m[4]),
    })),
  );
  const { stdout: fonts } = await run('pdffonts', [file]);
  // The picture, for a person to look at (the path is logged); the assertions below read positions instead.
  await run('pdftoppm', ['-r', '80', '-png', file, join(dir, 'page')]);
  const pngs = (await readdir(dir)).filter((f) => f.endsWith('.png')).map((f) => join(dir, f));
  return { pages, text: pages.map((p) => p.map((w) => w.text).join(' ')), fonts, pngs, dir };
}

/** Pairs of words whose boxes overlap by more than a hair (the totals used to print on top of each other). */
function overlaps(words: Word[]) {
  const found: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j < words.length; j += 1) {
      const a = words[i]!;
      const b = words[j]!;
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (dx > 0.5 && dy > 1) found.push(`"${a.text}" × "${b.text}"`);
    }
  }
  return found;
}

/** The table's column headers on a page (the header row is the first line holding "HSN"). */
function headerRow(words: Word[]) {
  const hsn = words.find((w) => w.text === 'HSN');
  if (!hsn) return null;
  return words.filter((w) => Math.abs(w.y0 - hsn.y0) < 2);
}

/** Each value sits under its own header: below it, and horizontally nearer to it than to any other header. */
function columnOf(header: Word[], value: Word) {
  const centre = (w: Word) => (w.x0 + w.x1) / 2;
  return [...header].sort((a, b) => Math.abs(centre(a) - centre(value)) - Math.abs(centre(b) - centre(value)))[0]!;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const noida = {
  ...deliveryAddress,
  fullName: 'प्रिया शर्मा',
  address: 'C-12, Sector 62',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201309',
};

async function invoice(cookies: Record<string, string>, orderId: number) {
  return t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice.pdf`, cookies });
}

describe('the tax invoice PDF', () => {
  it('prints HSN, batch and expiry as supplied, the status in words, CGST + SGST within UP, without overlap', async () => {
    const customer = await newCustomer(t);
    const rx = await createProduct(t.db, {
      name: 'Azithral 500 Tablet',
      packSize: 'strip of 5 tablets',
      prescriptionRequired: true,
      schedule: 'H',
      mrpPaise: 13_200,
      pricePaise: 11_880,
      hsnCode: '3004',
      batchNumber: 'AZB24117',
      expiryDate: '2027-03-31',
    });
    const device = await createProduct(t.db, {
      name: 'Digital Thermometer',
      packSize: '1 unit',
      categoryId: 6,
      mrpPaise: 29_900,
      pricePaise: 24_900,
      hsnCode: '9025',
      batchNumber: 'DT0925',
      expiryDate: '2029-12-31',
    });
    await addToCart(t, customer.cookies, customer.id, rx.id, 2);
    await addToCart(t, customer.cookies, customer.id, device.id, 1);
    const placed = await placeOrder(t, customer.cookies, { address: noida, payment: upi });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order.items).toEqual([
      expect.objectContaining({ productId: rx.id, hsnCode: '3004', batchNumber: 'AZB24117', expiryDate: '2027-03-31' }),
      expect.objectContaining({
        productId: device.id,
        hsnCode: '9025',
        batchNumber: 'DT0925',
        expiryDate: '2029-12-31',
      }),
    ]);
    expect(order).toMatchObject({ invoiceAvailable: true, invoiceUrl: `/api/orders/${order.id}/invoice.pdf` });
    // The shelf moves to a new batch: the invoice keeps what was supplied.
    await t.db
      .update(productInventory)
      .set({ batchNumber: 'AZB25001', expiryDate: '2028-01-31' })
      .where(eq(productInventory.productId, rx.id));

    const res = await invoice(customer.cookies, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    console.info(`invoice pictures: ${pdf.pngs.join(', ')}`);
    expect(pdf.pngs).toHaveLength(1);
    const [words] = pdf.pages as [Word[]];
    const text = pdf.text[0]!;

    expect(overlaps(words)).toEqual([]);
    for (const expected of [
      'TAX INVOICE',
      SELLER.gstin,
      `${SELLER.drugLicenceForm20} (Form 20)`,
      `INV-${order.orderNumber}`,
      'Order status Awaiting prescription',
      'Payment UPI / Mobile Payment – Paid online',
      'Place of supply Uttar Pradesh (code 09)',
      'CGST SGST',
      'Prescription medicines (Rx) dispensed against prescription',
      amountInWords(order.totals.totalPaise),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('awaiting-prescription');
    expect(text).not.toContain('AZB25001');
    expect(text).not.toContain('IGST');
    // The customer's Devanagari name is drawn with a font that has the glyphs.
    expect(pdf.fonts).toMatch(/NotoSansDevanagari/);

    // Every column header sits above its own column.
    const header = headerRow(words)!;
    expect(header.map((w) => w.text)).toEqual(
      expect.arrayContaining(['#', 'Item', 'HSN', 'Batch', 'Expiry', 'Qty', 'MRP', 'Rate', 'Amount']),
    );
    const below = (value: string) => words.find((w) => w.text === value && w.y0 > header[0]!.y1)!;
    for (const [head, value] of [
      ['HSN', '3004'],
      ['HSN', '9025'],
      ['Batch', 'AZB24117'],
      ['Expiry', '03/27'],
      ['Batch', 'DT0925'],
      ['Expiry', '12/29'],
      ['HSN', '996812'],
      ['MRP', '132.00'],
      ['Rate', '118.80'],
      ['Amount', '237.60'],
    ] as const) {
      expect(columnOf(header, below(value)).text, `${value} under ${head}`).toBe(head);
    }

    // Totals: the label on the same line as its value, left of it.
    const incl = words.find((w) => w.text === '(incl.')!;
    const totalLine = words.filter((w) => Math.abs(w.y0 - incl.y0) < 2);
    const total = totalLine.find((w) => w.text === (order.totals.totalPaise / 100).toFixed(2))!;
    expect(totalLine.map((w) => w.text).join(' ')).toBe(`Invoice total (incl. GST) ₹ ${total.text}`);
    expect(incl.x1).toBeLessThan(total.x0);
  });

  it('charges IGST outside Uttar Pradesh', async () => {
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { mrpPaise: 12_000, pricePaise: 11_200 });
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const order = (await placeOrder(t, customer.cookies)).json();
    const pdf = await readPdf((await invoice(customer.cookies, order.id)).rawPayload);
    expect(pdf.text[0]).toContain('Place of supply Karnataka (code 29)');
    expect(pdf.text[0]).toContain('IGST');
    expect(pdf.text[0]).not.toContain('CGST');
    expect(pdf.text[0]).toContain('Order status Processing');
    expect(pdf.text[0]).not.toContain('Prescription medicines');
    expect(overlaps(pdf.pages[0]!)).toEqual([]);
  });

  it('breaks a long order across pages with the table header repeated on each', async () => {
    const customer = await newCustomer(t);
    for (let i = 0; i < 40; i += 1) {
      const product = await createProduct(t.db, {
        name: `Amoxycillin and Potassium Clavulanate ${i + 1} Extended Release Tablet IP`,
        packSize: 'strip of 10 tablets',
      });
      await addToCart(t, customer.cookies, customer.id, product.id, 1);
    }
    const order = (await placeOrder(t, customer.cookies)).json();
    const pdf = await readPdf((await invoice(customer.cookies, order.id)).rawPayload);
    console.info(`long invoice pictures: ${pdf.pngs.join(', ')}`);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    pdf.pages.forEach((words, i) => {
      expect(overlaps(words), `page ${i + 1}`).toEqual([]);
      expect(pdf.text[i]).toContain(`Page ${i + 1} of ${pdf.pages.length}`);
      // Every page with item rows starts them under a header row.
      if (words.some((w) => /^TB\d{5}$/.test(w.text))) {
        const header = headerRow(words);
        expect(header, `page ${i + 1} header`).not.toBeNull();
        expect(words.filter((w) => /^TB\d{5}$/.test(w.text)).every((w) => w.y0 > header![0]!.y1)).toBe(true);
      }
    });
    // All 40 lines are printed once, and the totals come after the last one.
    expect(pdf.text.join(' ').match(/Extended Release Tablet IP/g)).toHaveLength(40);
    expect(pdf.text.at(-1)).toContain('Invoice total (incl. GST)');
  });

  it('offers no invoice for an order cancelled before payment', async () => {
    const customer = await newCustomer(t);
    const product = await createProduct(t.db);
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const order = (await placeOrder(t, customer.cookies)).json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      cookies: customer.cookies,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', invoiceAvailable: false, invoiceUrl: null });
    const res = await invoice(customer.cookies, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'This order was cancelled before payment, so no tax invoice was issued.',
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', cookies: customer.cookies })).json();
    expect(list[0]).toMatchObject({ id: order.id, invoiceAvailable: false });
  });
});
