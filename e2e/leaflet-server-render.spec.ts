import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 20 item 3: the medicine leaflet of a product page in the reader's language is in the server-rendered
 * HTML (the route loader primes it, route-data.ts), not English first and swapped after hydration; the browser
 * then hydrates without asking for it again.
 *
 * Needs the renderer in the build (`npm run build -w @aushadh/web`, or WEB_DIST_DIR=… for one's own).
 */

type Leaflet = { uses: string; benefits: string[]; sideEffects: string[] };

/** A paracetamol medicine (its generic has a Hindi leaflet in the seed) and that leaflet, from the public API. */
async function paracetamolWithLeaflet(request: APIRequestContext) {
  const list = await request.get('/api/products?q=paracetamol&pageSize=10');
  expect(list.ok(), await list.text()).toBeTruthy();
  for (const { id } of ((await list.json()) as { items: { id: number }[] }).items) {
    const answer = await request.get(`/api/products/${id}/leaflet?lang=hi`);
    const { leaflet } = (await answer.json()) as { leaflet: Leaflet | null };
    if (leaflet) return { id, leaflet };
  }
  throw new Error('no paracetamol product with a Hindi leaflet');
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

test('the server renders a product page in Hindi with the Hindi leaflet, and the browser does not fetch it again', async ({
  request,
  page,
}) => {
  const { id, leaflet } = await paracetamolWithLeaflet(request);
  const english = (await (await request.get(`/api/products/${id}`)).json()) as { primaryUse: string };

  const res = await request.get(`/products/${id}?lang=hi`);
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toContain('<html lang="hi" dir="ltr">');
  expect(body).toContain(html(leaflet.uses));
  expect(body).toContain(html(leaflet.sideEffects[0]!));
  // The page itself (not its data block, which carries the product with its English monograph) shows no English uses.
  const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
  expect(main).toContain(html(leaflet.uses));
  expect(main).not.toContain(html(english.primaryUse));

  // Hydrated from the HTML's data: no leaflet request, the Hindi text stays.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/leaflet')) asked.push(r.url());
  });
  await page.goto(`/products/${id}?lang=hi`);
  await hydrated(page);
  await expect(page.getByText(leaflet.uses).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('in a language without leaflets the server-rendered page keeps the English monograph', async ({ request }) => {
  const { id } = await paracetamolWithLeaflet(request);
  const english = (await (await request.get(`/api/products/${id}`)).json()) as { primaryUse: string };
  const body = await (await request.get(`/products/${id}?lang=de`)).text();
  expect(body).toContain(html(english.primaryUse));
});
