/**
 * The header's open states in both languages, each dropdown at 1280 px and the drawer at 375 px,
 * audited like every route (support/audit.ts: axe, label in name, forced colours); the routes'
 * closed states are in every-route.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../e2e/support/pages';
import { expectAccessibleState } from './support/audit';

test.describe('open states', () => {
  for (const { path, offers, insights } of [
    { path: '/', offers: 'Våra erbjudanden', insights: 'Insikter' },
    { path: '/en', offers: 'Our services', insights: 'Insights' },
  ]) {
    test.describe(path, () => {
      test.use({ viewport: { width: 1280, height: 900 } });
      for (const dropdown of [offers, insights]) {
        test(`the ${dropdown} dropdown open passes the audit`, async ({ page }) => {
          await gotoHydrated(page, path);
          const trigger = page
            .getByRole('navigation', { name: /Huvudmeny|Main menu/ })
            .getByRole('button', { name: dropdown });
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
          await expectAccessibleState(page);
        });
      }
    });
  }

  for (const { path, open, menu } of [
    { path: '/', open: 'Öppna menyn', menu: 'Meny' },
    { path: '/en', open: 'Open menu', menu: 'Menu' },
  ]) {
    test.describe(`${path} at 375 px`, () => {
      test.use({ viewport: { width: 375, height: 800 } });
      test('the drawer open passes the audit', async ({ page }) => {
        await gotoHydrated(page, path);
        await page.getByRole('button', { name: open }).click();
        await expect(page.getByRole('dialog', { name: menu })).toBeVisible();
        await expectAccessibleState(page);
      });
    });
  }
});
