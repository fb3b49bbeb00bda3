import { mkdirSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { pngSlip } from '../apps/server/src/features/prescriptions/prescription-sample-files.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 20 "Done means": home, a product page, the checkout (signed in as the demo customer, an item in the
 * cart), login, the assistant and a staff screen (the pharmacist's prescription queue) in Hindi, Tamil, Arabic,
 * Chinese and Russian, at 1280 px and 390 px. Each screen is opened once in English and then switched through
 * the five languages with the header's language menu, as a reader does. In each: `<html lang>` and `dir` follow
 * the language; the page never scrolls sideways; no text spills out of its box; the h1 is not the English one;
 * and no text of the main landmark is still the English interface text (text that also came from the API, such
 * as product names as printed on the pack, is data and stays). With SCREENSHOTS=1 each screen is saved to
 * test-results/language-screens/<lang>-<screen>-<width>.png for a person to look at (Chinese needs a CJK font on
 * the machine, e.g. Debian's fonts-noto-cjk).
 */

const LANGUAGES = ['hi', 'ta', 'ar', 'zh', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [1280, 390] as const;
const PASSWORD = 'Aushadh@Demo2026';
const SHOTS = process.env.SCREENSHOTS ? 'test-results/language-screens' : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

type Role = 'guest' | 'customer' | 'pharmacist';
interface Screen {
  name: string;
  role: Role;
  path: () => string;
}

let productId = 0;
const SCREENS: Screen[] = [
  { name: 'home', role: 'guest', path: () => '/' },
  { name: 'product', role: 'guest', path: () => `/products/${productId}` },
  { name: 'login', role: 'guest', path: () => '/login' },
  { name: 'checkout', role: 'customer', path: () => '/checkout' },
  { name: 'assistant', role: 'customer', path: () => '/ai-healthcare' },
  { name: 'pharmacy-queue', role: 'pharmacist', path: () => '/pharmacy/prescriptions' },
];

/** One browser context per role, signed in once, shared by every screen. */
const contexts = new Map<Role, BrowserContext>();
/** Every string the role's pages got from the API (data: product names, addresses, places…), over the run. */
const apiStrings = new Map<Role, Set<string>>();
/** Requests in flight per page, to know when a language switch has fetched what it needs. */
const inFlight = new WeakMap<Page, number>();
const reading: Promise<void>[] = [];

async function signIn(request: APIRequestContext, username: string) {
  const response = await request.post('/api/login', { data: { username, password: PASSWORD, tempUserId: null } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number };
}

/** The demo customer with exactly one item in the cart and a saved address in a served pincode (Delhi). */
async function prepareCustomer(request: APIRequestContext) {
  const user = await signIn(request, 'demo.customer');
  await request.delete(`/api/cart/user/${user.id}`);
  const added = await request.post('/api/cart', { data: { userId: user.id, productId, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  const addresses = (await (await request.get('/api/addresses')).json()) as unknown[];
  if (addresses.length === 0) {
    const saved = await request.post('/api/addresses', {
      data: {
        fullName: 'Asha Verma',
        email: 'demo.customer@aushadh.in',
        phone: '9876543210',
        address: '14 Janpath, Connaught Place',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
        isDefault: true,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

/** The pharmacist, with a prescription waiting in the queue (uploaded once by the demo customer) to show a row. */
async function preparePharmacist(request: APIRequestContext) {
  await signIn(request, 'demo.pharmacy');
  const queue = (await (await request.get('/api/pharmacy/prescriptions?status=pending')).json()) as { total: number };
  if (queue.total > 0) return;
  const upload = await contexts.get('customer')!.request.post('/api/prescriptions/upload', {
    multipart: {
      prescription: { name: 'prescription.png', mimeType: 'image/png', buffer: await pngSlip(800, 640) },
      userName: 'Asha Verma',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
}

/** Every string of a JSON value. */
function collectStrings(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}

async function newContext(browser: Browser, role: Role, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: WIDTHS[0], height: 900 },
    // The state's-language card (app/shell/language-suggestion.tsx) was answered already.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'languageSuggested', value: 'en' }] }],
    },
  });
  const strings = new Set<string>();
  apiStrings.set(role, strings);
  // A service worker's own requests have no page: they are not counted.
  const pageOf = (request: Request) => (request.serviceWorker() ? null : request.frame().page());
  context.on('request', (request) => {
    const page = pageOf(request);
    if (page) inFlight.set(page, (inFlight.get(page) ?? 0) + 1);
  });
  const done = (request: Request) => {
    const page = pageOf(request);
    if (page) inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 1) - 1));
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(
      response.json().then(
        (body: unknown) => collectStrings(body, strings),
        () => undefined,
      ),
    );
  });
  contexts.set(role, context);
  if (role === 'customer') await prepareCustomer(context.request);
  if (role === 'pharmacist') await preparePharmacist(context.request);
}

/** Waits until the page has had no request in flight for 300 ms (its lazy chunks, translations and data are in). */
async function settled(page: Page) {
  let quietSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() - quietSince < 300 && Date.now() < deadline) {
    await page.waitForTimeout(50);
    if ((inFlight.get(page) ?? 0) > 0) quietSince = Date.now();
  }
  await Promise.all(reading.splice(0));
}

/** Scrolls to the end and back, so the sections that load when they come into view (lazy-when-visible) are in. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 30; step++) {
    const more = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight < document.scrollingElement!.scrollHeight - 1;
    });
    if (!more) break;
    await page.waitForTimeout(30);
  }
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The visible text nodes of the main landmark that contain a Latin word (3+ letters). */
async function latinTexts(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .first()
    .evaluate((main) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!parent || !/[A-Za-z]{3}/.test(text)) continue;
        if (parent.closest('[aria-hidden="true"], [hidden], .sr-only, script, style, title, template')) continue;
        if (!parent.checkVisibility({ checkVisibilityCSS: true })) continue;
        if (parent.getBoundingClientRect().width <= 1) continue;
        found.push(text);
      }
      return found;
    });
}

/**
 * Boxes whose own text spills out of them (a word wider than its column, written over its neighbours) or is cut
 * off. Inline boxes have no width of their own.
 */
async function spilledTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || element.closest('[aria-hidden="true"], [hidden], .sr-only, script, style, title')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden') continue;
      // Scrollers, and text shortened on purpose (an ellipsis, a line clamp), are fine.
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
      if (element.getBoundingClientRect().width <= 1 || !element.checkVisibility()) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

/**
 * Kept in English on purpose: abbreviations Indian readers know so and packs print (MRP, UPI, GST, OTC) and the
 * names of brands (ours, the membership's, the sign-in providers').
 */
const BRANDS = /\b(Aushadh|PLUS|WhatsApp|Google|Facebook)\b/g;
const isKeptInEnglish = (text: string) => /^[A-Z0-9\s().,/:·-]*$/.test(text.replace(BRANDS, ''));

const mainH1 = async (page: Page) => (await page.locator('main h1').first().innerText()).trim();

/** Chooses `language` in the header's language menu (the trigger's name ends with the current code). */
async function chooseLanguage(page: Page, from: string, language: Language) {
  await page.locator(`header button[aria-label$="${from}"]:visible`).first().click();
  await page.locator(`[role="menuitemradio"][lang="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1').first()).toBeVisible();
  await settled(page);
}

test.beforeAll(async ({ browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const featured = (await (await request.get('/api/products/featured')).json()) as { id: number }[];
  productId = featured[0]!.id;
  for (const role of ['guest', 'customer', 'pharmacist'] as const) await newContext(browser, role, baseURL!);
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  contexts.clear();
});

for (const screen of SCREENS) {
  test(`${screen.name}: in ${LANGUAGES.join(', ')} at 1280 and 390 px, translated, fitting, no English left`, async () => {
    test.setTimeout(90_000);
    const page = await contexts.get(screen.role)!.newPage();
    await page.goto(`${screen.path()}?lang=en`);
    await hydrated(page);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
    await scrollThrough(page);
    // The server-rendered page's data came in its payload, not in a response.
    const rendered = await page
      .locator('#ssr-data')
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    const payload = rendered ? (JSON.parse(rendered) as { queries?: unknown; router?: unknown }) : {};
    collectStrings([payload.queries, payload.router], apiStrings.get(screen.role)!);
    const englishH1 = await mainH1(page);
    const englishTexts = new Set(await latinTexts(page));
    const data = apiStrings.get(screen.role)!;
    // Text that came from the API (a product name as printed on the pack, an address) is data, not interface.
    const isData = (text: string) =>
      [...data].some((value) => value.length > 2 && (value.includes(text) || text.includes(value)));

    let current: string = 'en';
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await chooseLanguage(page, current, language);
      current = language;
      const where = `${language} ${screen.name}`;
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

      const h1 = await mainH1(page);
      if (!isData(h1)) expect.soft(h1, `${where}: the h1 is translated`).not.toBe(englishH1);
      const leftovers = (await latinTexts(page)).filter(
        (text) => englishTexts.has(text) && !isData(text) && !isKeptInEnglish(text),
      );
      expect.soft([...new Set(leftovers)], `${where}: English left in the main landmark`).toEqual([]);

      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 844 });
          await page.waitForTimeout(200);
        }
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${where} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        expect.soft(await spilledTexts(page), `${where} at ${width}px: text wider than its box`).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${language}-${screen.name}-${width}.png`, fullPage: true });
      }
    }
    await page.close();
  });
}
