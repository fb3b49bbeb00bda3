import { expect, test, type Page } from '@playwright/test';
import { latestCode, mailCount } from './support/mail.ts';

const DEMO_PASSWORD = 'Aushadh@Demo2026';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
}

async function registerCustomer(page: Page) {
  const tag = unique();
  const account = {
    name: 'Kiran Rao',
    email: `kiran.${tag}@example.in`,
    username: `kiran_${tag}`,
    password: 'Jasmine#Tea84',
  };
  await page.goto('/login');
  await page.getByRole('tab', { name: /create account/i }).click();
  await page.getByLabel(/full name/i).fill(account.name);
  await page.getByLabel(/^email$/i).fill(account.email);
  await page.getByLabel(/^username$/i).fill(account.username);
  await page.getByLabel(/^password$/i).fill(account.password);
  await page.getByLabel(/confirm password/i).fill(account.password);
  await page.getByRole('button', { name: /^create account$/i }).click();
  return account;
}

test('register → land on /profile → log out', async ({ page }) => {
  const account = await registerCustomer(page);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await expect(page.getByText(account.email).first()).toBeVisible();
  await page.getByRole('button', { name: /kiran/i }).click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  await expect(page.getByText('You have been successfully logged out', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /sign in/i })).toBeVisible();
});

for (const [role, landing] of [
  ['customer', '/profile'],
  ['admin', '/admin'],
  ['subadmin', '/admin'],
  ['pharmacy', '/pharmacy'],
  ['chemist', '/chemist'],
  ['doctor', '/doctor'],
  ['laboratory', '/laboratory'],
  ['hospital', '/laboratory'],
  ['delivery', '/delivery'],
] as const) {
  test(`log in as ${role} → land on ${landing}`, async ({ page }) => {
    await signIn(page, `demo.${role}`, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${landing}$`), { timeout: 15_000 });
    if (landing !== '/profile') await expect(page.getByText(/signed in as/i)).toBeVisible();
  });
}

test('forgot password via the mail received over SMTP → sign in with the new password', async ({ page }) => {
  const account = await registerCustomer(page);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await page.context().clearCookies();
  const before = await mailCount(account.email);
  await page.goto('/login');
  await page.getByRole('button', { name: /forgot password/i }).click();
  await page.getByLabel(/email/i).fill(account.email);
  await page.getByRole('button', { name: /send otp/i }).click();
  const code = await latestCode(account.email, before);
  await page.getByLabel(/^otp$/i).fill(code);
  await page.getByRole('button', { name: /verify otp/i }).click();
  await page.getByLabel(/^new password$/i).fill('Lotus#Pond2027');
  await page.getByLabel(/confirm password/i).fill('Lotus#Pond2027');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/your password has been reset successfully/i).first()).toBeVisible();
  await signIn(page, account.username, 'Lotus#Pond2027');
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
});

test('sign in with an e-mailed one-time code', async ({ page }) => {
  const before = await mailCount('demo.doctor@aushadh.in');
  await page.goto('/login');
  await page.getByRole('button', { name: /login with otp/i }).click();
  await page.getByLabel(/email/i).fill('demo.doctor@aushadh.in');
  await page.getByRole('button', { name: /get login code/i }).click();
  const code = await latestCode('demo.doctor@aushadh.in', before);
  await page.getByLabel(/one-time code/i).fill(code);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).toHaveURL(/\/doctor$/, { timeout: 15_000 });
});

test('a customer opening /admin sees Access Denied', async ({ page }) => {
  await signIn(page, 'demo.customer', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /access denied/i })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});

test('a signed-out visitor opening a staff area sees Authentication Required', async ({ page }) => {
  await page.goto('/pharmacy');
  await expect(page.getByRole('heading', { name: /authentication required/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /log ?in|sign ?in/i }).first()).toBeVisible();
});
