import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The app's controls stay disabled until React has hydrated the server's HTML (app/shell/hydration.tsx), and
 * the app's script loads only after the first paint (boot.ts): a journey that tabs or reads a control's state
 * waits for this first (clicks wait on their own).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('fieldset[data-hydrating]')).toHaveCount(0);
}
