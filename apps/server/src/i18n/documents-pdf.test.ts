import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { EPrescription } from '@aushadh/shared/doctors/schemas.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { renderEPrescriptionPdf } from '../features/doctors/e-prescription-pdf.ts';
import { renderInvoicePdf } from '../features/orders/invoice-pdf.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder, upi } from '../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../test/factories.ts';

// Issue 20: the invoice and the e-prescription carry their labels in the reader's language, drawn with the Noto
// font of its script; Arabic reads right to left. Read back with poppler (pdftotext, pdffonts).
const run = promisify(execFile);

interface Word {
  text: string;
  x0: number;
  y0: number;
}

async function readPdf(pdf: Buffer, name: string) {
  const dir = await mkdtemp(join(tmpdir(), `aushadh-${name}-`));
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const [{ stdout: text }, { stdout: bbox }, { stdout: fonts }] = await Promise.all([
    run('pdftotext', ['-layout', file, '-']),
    run('pdftotext', ['-bbox', file, '-']),
    run('pdffonts', [file]),
  ]);
  const words = [
    ...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m): Word => ({ text: m[3]!, x0: Number(m[1]), y0: Number(m[2]) }));
  // For a person to look at: the pages as PNG next to the PDF (the path is in the failure message).
  await run('pdftoppm', ['-r', '70', '-png', file, join(dir, 'page')]);
  return { text, words, fonts, dir };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const noida = { ...deliveryAddress, city: 'Noida', state: 'Uttar Pradesh', pincode: '201309' };

async function invoiceIn(language: LanguageCode) {
  const customer = await newCustomer(t);
  const patched = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/language',
    cookies: customer.cookies,
    payload: { language },
  });
  expect(patched.statusCode).toBe(204);
  const product = await createProduct(t.db, {
    name: 'Dolo 650 Tablet',
    packSize: 'strip of 15 tablets',
    hsnCode: '3004',
  });
  await addToCart(t, customer.cookies, customer.id, product.id, 2);
  const placed = await placeOrder(t, customer.cookies, {
    address: noida,
    payment: upi,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${placed.json().id}/invoice.pdf`,
    cookies: customer.cookies,
  });
  expect(res.statusCode).toBe(200);
  return readPdf(res.rawPayload, `invoice-${language}`);
}

describe('the invoice in the account language', () => {
  it('Hindi: labels in Devanagari with Noto Sans Devanagari; the product name stays as printed on the pack', async () => {
    const pdf = await invoiceIn('hi');
    // pdftotext gives pre-base vowel signs (ि, ெ, ை) in drawing order: labels without them are compared.
    for (const label of ['बीजक', 'मूल्य', 'भुगतान', 'कुल', 'सामान']) expect(pdf.text, pdf.dir).toContain(label);
    expect(pdf.text).toContain('Dolo 650 Tablet');
    expect(pdf.text).not.toContain('Invoice date');
    expect(pdf.text).not.toContain('Place of supply');
    expect(pdf.fonts).toMatch(/NotoSansDevanagari/);
  });

  it('Tamil and Russian: their labels, their fonts', async () => {
    const tamil = await invoiceIn('ta');
    expect(tamil.text, tamil.dir).toContain('எண்');
    expect(tamil.text).toContain('கட்டணம்');
    expect(tamil.fonts).toMatch(/NotoSansTamil/);
    const russian = await invoiceIn('ru');
    expect(russian.text, russian.dir).toContain('Итого');
    expect(russian.text).toContain('Дата счёта');
  });

  it('Arabic: shaped with Noto Sans Arabic and laid out right to left, word order kept', async () => {
    const pdf = await invoiceIn('ar');
    expect(pdf.fonts).toMatch(/NotoSansArabic/);
    for (const label of ['الفاتورة', 'الدفع', 'الهاتف']) expect(pdf.text, pdf.dir).toContain(label);
    // "رقم الفاتورة" (invoice no.): the first word stands to the right of the second, each word's letters
    // drawn right to left (pdftotext -bbox lists glyphs in drawing order).
    const drawn = (word: string) => [...word].reverse().join('');
    const first = pdf.words.find((w) => w.text === drawn('رقم'));
    const second = pdf.words.find((w) => w.text === drawn('الفاتورة') && Math.abs(w.y0 - (first?.y0 ?? -99)) < 2);
    expect(first && second, pdf.dir).toBeTruthy();
    expect(first!.x0).toBeGreaterThan(second!.x0);
  });

  it('Chinese: labels in Chinese with Noto Sans CJK (fonts-noto-cjk), the amount in financial numerals', async () => {
    const pdf = await invoiceIn('zh');
    for (const label of ['开票日期', '供应地', '收票方', '合计', '卢比']) expect(pdf.text, pdf.dir).toContain(label);
    expect(pdf.text).toContain('Dolo 650 Tablet');
    expect(pdf.text).not.toContain('Invoice date');
    expect(pdf.fonts).toMatch(/NotoSansCJKsc/);
    // Chinese wraps between ideographs, at the size it was given: no line of a note shrunk to fit one "word".
    expect(pdf.words.filter((w) => /[\u4e00-\u9fff]/u.test(w.text)).length, pdf.dir).toBeGreaterThan(20);
  });

  it('the amount in words is in the reader language (Hindi, Russian)', async () => {
    const hindi = await invoiceIn('hi');
    expect(hindi.text, hindi.dir).toMatch(/रुपये.*मात्र/u);
    expect(hindi.text).not.toContain('Rupees');
    const russian = await invoiceIn('ru');
    expect(russian.text, russian.dir).toMatch(/рупи/u);
    expect(russian.text).not.toContain('Rupees');
  });

  it('a rental line and its refundable deposit are worded in the reader language', async () => {
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { name: 'Oxygen Concentrator 5L', hsnCode: '9019' });
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const placed = await placeOrder(t, customer.cookies, { address: noida, payment: upi });
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().id}`, cookies: customer.cookies })).json(),
    );
    // The invoice's view of a rented item (decision 0026): periods on the line, the deposit outside GST.
    const rented: OrderDetail = {
      ...detail,
      items: detail.items.map((item) => ({
        ...item,
        rental: { periods: 3, periodUnit: 'week', depositPaise: 500_000 },
      })),
      totals: { ...detail.totals, depositPaise: 500_000, totalPaise: detail.totals.totalPaise + 500_000 },
    };
    const expected = {
      en: ['Rent for 3 weeks', 'Refundable deposit (no GST)'],
      de: ['Miete für 3 Wochen', 'Rückzahlbare Kaution (ohne GST)'],
      ru: ['Аренда на 3 недели', 'Возвратный залог (без GST)'],
      zh: ['3 周租金', '可退押金（不含 GST）'],
    } as const;
    for (const [language, [rent, deposit]] of Object.entries(expected)) {
      const pdf = await readPdf(await renderInvoicePdf(rented, language as LanguageCode), `rental-${language}`);
      // Compared without spaces: pdftotext splits Chinese where runs of different fonts meet.
      const flat = pdf.text.replace(/\s+/g, '');
      expect(flat, `${language} ${pdf.dir}`).toContain(rent.replace(/\s+/g, ''));
      expect(flat, `${language} ${pdf.dir}`).toContain(deposit.replace(/\s+/g, ''));
      if (language !== 'en') expect(flat).not.toContain('Rentfor');
    }
    // Hindi: the words of the labels (pdftotext gives pre-base vowel signs in drawing order).
    const hindi = await readPdf(await renderInvoicePdf(rented, 'hi'), 'rental-hi');
    for (const word of ['सप्ताह', 'का', 'वापसी', 'जमा']) expect(hindi.text, hindi.dir).toContain(word);
  });
});

const rx: EPrescription = {
  id: 1,
  appointmentId: 1,
  doctorId: 1,
  verificationCode: 'RX7K2M9Q',
  issuedAt: '2026-11-24T10:30:00+05:30',
  validUntil: '2026-12-24',
  doctor: {
    name: 'Dr. Anjali Deshpande',
    qualifications: 'MBBS, MD (General Medicine)',
    registration: 'MMC/2011/12345',
    council: 'Maharashtra Medical Council',
    clinicName: 'Deshpande Clinic',
    clinicAddress: 'FC Road, Pune 411004',
  },
  patient: { name: 'Ravi Kumar', age: 42, gender: 'male' },
  mode: 'video',
  diagnosis: 'Acute pharyngitis',
  advice: 'Warm saline gargles; rest.',
  labTests: ['Complete blood count (CBC)'],
  labTestIds: [],
  followUpOn: '2026-11-29',
  prescriptionId: null,
  lines: [
    {
      productId: 1,
      medicineName: 'Azithral 500 Tablet',
      saltComposition: 'Azithromycin (500mg)',
      strength: '500mg',
      dose: '1 tablet',
      frequency: 'Once a day',
      durationDays: 3,
      quantity: 3,
      instructions: 'After food',
    },
  ],
} as EPrescription;

describe('the e-prescription in the patient language', () => {
  it.each([
    ['hi', ['मरीज़', 'दवा', 'खुराक', 'सत्यापन'], /NotoSansDevanagari/],
    // pdftotext gives Bengali pre-base vowels in drawing order: labels without them are compared.
    ['bn', ['ওষুধ', 'যাচাই', 'মাত্রা'], /NotoSansBengali/],
    ['te', ['రోగి', 'మందు'], /NotoSansTelugu/],
    ['ar', ['المريض', 'الدواء', 'الجرعة'], /NotoSansArabic/],
    ['zh', ['患者', '药品', '剂量', '用法说明'], /NotoSansCJKsc/],
  ] as const)('%s: translated labels, the doctor and medicine as written', async (language, labels, font) => {
    const pdf = await readPdf(await renderEPrescriptionPdf(rx, language), `e-prescription-${language}`);
    for (const label of labels) expect(pdf.text, `${language} ${label} ${pdf.dir}`).toContain(label);
    expect(pdf.fonts).toMatch(font);
    expect(pdf.text).toContain('Azithral 500 Tablet');
    expect(pdf.text).toContain('RX7K2M9Q');
    expect(pdf.text).not.toContain('Instructions');
  });

  it('English stays the default (the copy the pharmacist reads)', async () => {
    const pdf = await readPdf(await renderEPrescriptionPdf(rx), 'e-prescription-en');
    expect(pdf.text).toContain('Verification code: RX7K2M9Q');
    expect(pdf.text).toContain('3 days');
  });
});
