import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';

/**
 * Issue 11 item 13: the order page downloads a GST tax invoice (read back with poppler, rendered to PNG and
 * attached to the report); an order cancelled before payment offers none. The layout itself is checked
 * word by word in apps/server/src/features/orders/invoice-pdf.test.ts.
 */
const run = promisify(execFile);

test('the order page downloads the tax invoice; after cancelling before payment there is none', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // Registration signs the page's context in (cookies are shared with the page).
  const { account, response: registered } = await registerCustomer(page.request, {
    name: 'Priya Sharma',
    handle: 'priya',
    password: 'Jasmine#Tea84',
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const userId = (await registered.json()).id as number;

  const listing = await (await page.request.get('/api/products?inStock=true')).json();
  const candidates = listing.items as { id: number }[];
  let added = false;
  for (const product of candidates) {
    const response = await page.request.post('/api/cart', { data: { userId, productId: product.id, quantity: 1 } });
    if (response.ok()) {
      added = true;
      break;
    }
  }
  expect(added, 'an in-stock product').toBeTruthy();
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': `e2e-invoice-${account.username}` },
    data: {
      address: {
        fullName: 'प्रिया शर्मा',
        email: account.email,
        phone: '9876543210',
        address: 'C-12, Sector 62',
        city: 'Noida',
        state: 'Uttar Pradesh',
        pincode: '201309',
      },
      payment: { method: 'upi', upiId: 'priya@okaxis' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();

  await page.goto(`/orders/${order.id}`);
  const link = page.getByRole('link', { name: 'Download invoice' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
  const pdf = testInfo.outputPath('invoice.pdf');
  await download.saveAs(pdf);
  const { stdout: text } = await run('pdftotext', ['-layout', pdf, '-']);
  for (const expected of [
    'TAX INVOICE',
    `INV-${order.orderNumber}`,
    'HSN',
    'Batch',
    'Expiry',
    'CGST',
    'Amount in words',
  ]) {
    expect(text).toContain(expected);
  }
  await run('pdftoppm', ['-r', '80', '-png', '-singlefile', pdf, testInfo.outputPath('invoice')]);
  await testInfo.attach('invoice', { path: testInfo.outputPath('invoice.png'), contentType: 'image/png' });

  await page.getByTestId('cancel-order').click();
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
  const refused = await page.request.get(`/api/orders/${order.id}/invoice.pdf`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/cancelled before payment/);
});
