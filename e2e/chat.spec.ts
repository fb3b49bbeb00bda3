import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 16 item 2, the live health chat: a customer and the demo pharmacist, each in their own browser, talk
 * live over the socket; the pharmacist takes the conversation from the queue, the customer sees typing, the
 * read mark and the unread badge in the header. Set CHAT_SHOTS_DIR to save both sides at 1280 px, 390 px and
 * in Arabic.
 */

const SHOTS = process.env.CHAT_SHOTS_DIR;
// Two browsers, two sockets and a server on a shared 2-core machine: generous waits, the same checks.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);
const DEMO_PASSWORD = 'Aushadh@Demo2026';
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function pharmacistPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill('demo.pharmacy');
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText(/signed in as/i)).toBeVisible({ timeout: 15_000 });
  return { context, page };
}

test('a customer and a pharmacist chat live: queue, take, typing, read marks, unread badge', async ({ browser }) => {
  // A name no earlier run used: the demo pharmacist's queue keeps every run's conversations.
  const suffix = Math.random().toString(36).slice(2, 7);
  const customerName = `Ananya Rao ${suffix}`;
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const customer = await customerContext.newPage();
  const { response } = await registerCustomer(customer.request, {
    name: customerName,
    handle: 'ananya',
    password: 'Tulsi#Garden42',
  });
  expect(response.ok()).toBe(true);

  await customer.goto('/communication');
  await expect(customer.getByRole('heading', { level: 1, name: 'Health Chat' })).toBeVisible();
  await hydrated(customer);
  await customer.getByRole('button', { name: 'Chat with a pharmacist' }).click();
  const customerPanel = customer.getByRole('region', { name: 'Aushadh pharmacist' });
  await expect(customerPanel.getByTestId('chat-connection')).toHaveText('Live');
  await customerPanel.getByLabel('Message').fill('Can I take Dolo 650 with Azithral 500?');
  await customerPanel.getByLabel('Message').press('Enter');
  const question = customerPanel.getByTestId('chat-message').filter({ hasText: 'Dolo 650' });
  await expect(question.getByTestId('chat-mark')).toHaveAttribute('data-state', 'sent');

  // The pharmacist finds it in the queue and takes it.
  const { context: pharmacistContext, page: pharmacist } = await pharmacistPage(browser);
  await pharmacist.goto('/pharmacy/chat');
  await expect(pharmacist.getByRole('heading', { level: 1, name: 'Patient chat' })).toBeVisible();
  const entry = pharmacist.getByTestId('chat-conversations').getByRole('listitem').filter({ hasText: customerName });
  await expect(entry).toContainText('Waiting for a pharmacist');
  await entry.getByRole('button', { name: 'Take', exact: true }).click();
  const pharmacistPanel = pharmacist.getByRole('region', { name: customerName });
  await expect(pharmacistPanel.getByTestId('chat-message').filter({ hasText: 'Dolo 650' })).toBeVisible();

  // Opening it read it: the customer's tick turns to "Read".
  await expect(question.getByTestId('chat-mark')).toHaveAttribute('data-state', 'read');
  await expect(question.getByTestId('chat-mark')).toHaveText('Read');

  // Typing shows on the other side, then the answer arrives live.
  await pharmacistPanel.getByLabel('Message').pressSequentially('Yes, ', { delay: 30 });
  await expect(customerPanel.getByTestId('chat-typing')).toHaveText('Typing…');
  await pharmacistPanel.getByLabel('Message').fill('Yes, they can be taken together. Take Dolo after food.');
  await pharmacistPanel.getByRole('button', { name: 'Send' }).click();
  await expect(customerPanel.getByTestId('chat-message').filter({ hasText: 'Take Dolo after food' })).toContainText(
    'Anjali Deshpande',
  );
  await expect(customerPanel.getByTestId('chat-typing')).toHaveCount(0);
  await expectAccessible(customer, 'health chat, customer side');
  await expectAccessible(pharmacist, 'health chat, pharmacist inbox');
  await shoot(customer, 'chat-customer');
  await shoot(pharmacist, 'chat-pharmacist');

  // Away from the chat, a new answer shows as the header's unread badge.
  await customer.goto('/');
  await hydrated(customer);
  await expect(customer.getByTestId('chat-header-link')).toBeVisible();
  await expect(customer.getByTestId('chat-header-badge')).toHaveCount(0);
  await pharmacistPanel.getByLabel('Message').fill('Your order will reach you by 6 pm today.');
  await pharmacistPanel.getByLabel('Message').press('Enter');
  await expect(pharmacistPanel.getByTestId('chat-message').filter({ hasText: 'by 6 pm' })).toBeVisible();
  await customer.reload();
  await expect(customer.getByTestId('chat-header-badge')).toHaveText('1');
  await customer.getByTestId('chat-header-link').click();
  await expect(customer).toHaveURL(/\/communication$/);
  await customer
    .getByTestId('chat-conversations')
    .getByRole('button', { name: /Aushadh pharmacist/ })
    .click();
  await expect(customer.getByTestId('chat-message').filter({ hasText: 'by 6 pm' })).toBeVisible();
  await expect(customer.getByTestId('chat-header-badge')).toHaveCount(0);

  // At the end of a shift the pharmacist hands the conversation back: it waits in the desk's queue again.
  await pharmacistPanel.getByRole('button', { name: 'Hand back to queue' }).click();
  await expect(pharmacist.getByText("Back in the desk's queue", { exact: true })).toBeVisible();
  await expect(entry).toContainText('Waiting for a pharmacist');
  await expect(pharmacistPanel.getByRole('button', { name: 'Hand back to queue' })).toHaveCount(0);

  if (SHOTS) {
    for (const [page, path, name] of [
      [customer, '/communication', 'chat-customer'],
      [pharmacist, '/pharmacy/chat', 'chat-pharmacist'],
    ] as const) {
      await page.goto(`${path}?lang=ar`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await hydrated(page);
      await page.getByTestId('chat-conversations').getByRole('button').first().click();
      await expect(page.getByTestId('chat-message').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-ar.png`, fullPage: true });
    }
  }
  await customerContext.close();
  await pharmacistContext.close();
});
