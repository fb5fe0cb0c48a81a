import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, HYDRATION_TIMEOUT } from '../e2e/support/pages';
import { expectAccessibleState } from './support/audit';

const LANGUAGES = [
  { path: '/clarity-score', persona: 'För mitt team', next: 'Nästa', send: 'Skicka', result: 'Ditt resultat' },
  { path: '/en/clarity-score', persona: 'For my team', next: 'Next', send: 'Send', result: 'Your result' },
] as const;

async function toStep(page: Page, lang: (typeof LANGUAGES)[number], step: 1 | 2) {
  await page.getByText(lang.persona).click();
  await page.getByRole('button', { name: lang.next }).click();
  if (step === 2) {
    await page.getByRole('radiogroup').first().getByText('4', { exact: true }).click();
    await page.getByRole('button', { name: lang.next }).click();
  }
}

for (const lang of LANGUAGES) {
  for (const width of [1280, 375]) {
    test.describe(`${lang.path} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        await gotoHydrated(page, lang.path);
        await page.evaluate(() => sessionStorage.clear());
        await page.reload();
        await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: HYDRATION_TIMEOUT });
      });

      test('step 0 with Next unavailable', async ({ page }) => {
        await expect(page.getByRole('button', { name: lang.next })).toHaveAttribute('aria-disabled', 'true');
        await expectAccessibleState(page);
      });

      test('step 0 with a persona chosen', async ({ page }) => {
        await page.getByText(lang.persona).click();
        await expect(page.getByRole('button', { name: lang.next })).not.toHaveAttribute('aria-disabled');
        await expectAccessibleState(page);
      });

      test('step 1, the questions', async ({ page }) => {
        await toStep(page, lang, 1);
        await expect(page.getByRole('radiogroup').first()).toBeVisible();
        await expectAccessibleState(page);
      });

      test('step 2, the contact details', async ({ page }) => {
        await toStep(page, lang, 2);
        await expect(page.getByRole('button', { name: lang.send })).toBeVisible();
        await expectAccessibleState(page);
      });

      test('the result', async ({ page }) => {
        await page.route('**/functions/v1/process-lead', (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
        );
        await toStep(page, lang, 2);
        await page.getByRole('button', { name: lang.send }).click();
        await expect(page.getByRole('heading', { name: lang.result })).toBeFocused();
        await expectAccessibleState(page);
      });
    });
  }
}
