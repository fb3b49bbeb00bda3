/**
 * Screenshots for looking at what we built: desktop 1280 px and mobile 390 px, optionally in a language.
 * Usage: node scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots [lang] path1 path2 …
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:3000', outDir = 'screenshots', lang = 'en', ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${device}] console error: ${m.text()}`));
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500); // late-loaded shell pieces (≤ 2 s) and fades
    const file = `${outDir}/${lang}-${device}-${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`;
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await context.close();
}
await browser.close();
