import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 16, the AI health assistant: a red flag typed in English or in Hindi (Hindi interface) shows the
 * one-tap 112 button before anything else of the answer; a minor complaint gets self-care advice with OTC
 * products, sources and a link to book the right doctor; the conversation can be deleted. Set
 * ASSISTANT_SHOTS_DIR to save the page at 1280 px, 390 px and in Arabic.
 */

const SHOTS = process.env.ASSISTANT_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function ask(page: Page, text: string, button: string | RegExp) {
  await page.locator('#assistant-input').fill(text);
  await page.getByRole('button', { name: button }).click();
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toBeVisible();
  return answer;
}

/** The first thing of the answer a person can see or tap is the call button for 112. */
async function expect112First(answer: ReturnType<Page['getByTestId']>) {
  await expect(answer).toHaveAttribute('data-level', 'emergency');
  const first = answer.locator('a, button').first();
  await expect(first).toHaveAttribute('href', 'tel:112');
  await expect(answer.locator(':scope > *').first()).toHaveAttribute('data-testid', 'assistant-emergency');
  const call = await first.boundingBox();
  const level = await answer.getByTestId('assistant-level').boundingBox();
  expect(call && level && call.y < level.y).toBe(true);
  await expect(answer.getByTestId('assistant-call-108')).toHaveAttribute('href', 'tel:108');
}

test('chest pain and sweating (English) shows the 112 button first', async ({ page }) => {
  await page.goto('/ai-healthcare');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Health Assistant' })).toBeVisible();
  await expect(page.getByTestId('assistant-disclaimer')).toContainText('not a substitute for medical advice');
  await hydrated(page);
  const answer = await ask(page, 'chest pain and sweating', 'Ask');
  await expect112First(answer);
  await expect(answer).toContainText('Chest pain, possibly from the heart');
  await expect(answer.getByTestId('assistant-book-doctor')).toHaveAttribute('href', '/doctors?specialty=cardiology');
  await expectAccessible(page, 'assistant with an emergency answer');
  await shoot(page, 'assistant-emergency');
  if (SHOTS) {
    await page.goto('/ai-healthcare?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await hydrated(page);
    await ask(page, 'chest pain and sweating', 'اسأل');
    await page.screenshot({ path: `${SHOTS}/assistant-emergency-ar.png`, fullPage: true });
  }
});

test('सीने में दर्द और पसीना (Hindi interface) shows the 112 button first', async ({ page }) => {
  await page.goto('/ai-healthcare?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'एआई स्वास्थ्य सहायक' })).toBeVisible();
  await hydrated(page);
  const answer = await ask(page, 'सीने में दर्द और पसीना', 'पूछें');
  await expect112First(answer);
  await expect(answer.getByTestId('assistant-call-112')).toContainText('112 पर कॉल करें');
  await expect(answer).toContainText('दिल के दौरे के लक्षण');
});

test('a minor complaint gets self-care advice, OTC products, sources and a doctor link; it can be deleted', async ({
  page,
}) => {
  await page.goto('/ai-healthcare');
  await hydrated(page);
  const answer = await ask(page, 'I have a mild cold and runny nose since yesterday', 'Ask');
  await expect(answer).toHaveAttribute('data-level', 'self-care');
  await expect(answer.getByTestId('assistant-emergency')).toHaveCount(0);
  await expect(answer.getByText('Over-the-counter products that may help')).toBeVisible();
  await expect(answer.getByTestId('assistant-sources')).toContainText('Common cold');
  await expect(answer.getByTestId('assistant-book-doctor')).toHaveAttribute('href', /\/doctors\?specialty=/);
  await expectAccessible(page, 'assistant with a self-care answer');
  await shoot(page, 'assistant-self-care');
  const history = page.getByRole('complementary', { name: 'Your conversations' });
  await expect(
    history.getByRole('button', { name: 'I have a mild cold and runny nose since yesterday', exact: true }),
  ).toBeVisible();
  await history.getByRole('button', { name: /Delete conversation/ }).click();
  await expect(history.getByText('No conversations yet.')).toBeVisible();
  await expect(page.getByTestId('assistant-answer')).toHaveCount(0);
  if (SHOTS) {
    await page.goto('/ai-healthcare?lang=ar');
    await hydrated(page);
    await ask(page, 'mild cold and runny nose', 'اسأل');
    await page.screenshot({ path: `${SHOTS}/assistant-self-care-ar.png`, fullPage: true });
  }
});
