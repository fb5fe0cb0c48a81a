/**
 * Open states of the insight pages (every route itself is audited in routes.spec.ts, in both
 * languages at 1280 and 375 px): the 7C circle with a badge flipped, and the blog article with
 * its sticky anchor nav in use.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../e2e/support/pages';
import { expectAccessibleState } from './support/audit';

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, badge } of [
      { path: '/7c-modellen', badge: 'Commitment' },
      { path: '/en/7c-model', badge: 'Co-creation' },
    ]) {
      test(`${path}: the circle with one badge flipped has no axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        const button = page.getByRole('button', { name: badge });
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const description = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        await expect(description).toBeVisible();
        await expectAccessibleState(page);
      });
    }

    test('/blogg/ai-forordningen: the article with the anchor nav in use has no axe violations', async ({ page }) => {
      await gotoHydrated(page, '/blogg/ai-forordningen');
      const nav = page.getByRole('navigation', { name: 'Innehåll i artikeln' });
      await nav.getByRole('link', { name: 'Tre HR-scenarier' }).click();
      await expect(page.locator('#scenarios')).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Tre HR-scenarier' })).toHaveAttribute('aria-current', 'location');
      await expectAccessibleState(page);
    });
  });
}
