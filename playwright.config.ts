import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'node_modules/.cache/aushadh-e2e-data';
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2526);

/** End-to-end journeys in Debian's Chromium against the real server serving the built web app. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // One retry in CI, reported as flaky (scripts/test-all.ts counts them): a flake must not hide a session's work, and shows in the report.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The visitor was already offered their state's language (app/shell/language-suggestion.tsx): journeys that
    // set a Delhi pincode are not covered by the card. e2e/language-suggestion.spec.ts starts without this.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: [{ name: 'languageSuggested', value: 'en' }] }],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // Real SMTP for the app; the tests read codes from its HTTP side.
      command: 'node e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: 'node apps/server/src/main.ts',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SEED_DEMO_ACCOUNTS: 'true',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // As behind the reverse proxy of docs/deploy.md: journeys that need a fresh account register it from
        // an address of its own (e2e/support/accounts.ts); pages without the header are 127.0.0.1 as before.
        TRUST_PROXY: '1',
        // A build of one's own (parallel runs must not share apps/web/dist).
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
      stdout: 'pipe',
    },
  ],
});
