/** WCAG 2.5.3: on every route, language, width and open state, each control's name starts with what it shows. */
import { expect, test } from '@playwright/test';
import { gotoHydrated, ROUTES } from '../e2e/support/pages';
import { labelInNameMismatches } from './support/label-in-name';

for (const width of [1280, 375]) {
  test.describe(`label in name at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(`${route.path}: every control's name starts with its visible text`, async ({ page }) => {
        await gotoHydrated(page, route.path);
        expect(await labelInNameMismatches(page)).toEqual([]);
      });
    }
  });
}

test.describe('label in name, open states', () => {
  for (const { path, offers, insights, open, menu } of [
    { path: '/', offers: 'Våra erbjudanden', insights: 'Insikter', open: 'Öppna menyn', menu: 'Meny' },
    { path: '/en', offers: 'Our services', insights: 'Insights', open: 'Open menu', menu: 'Menu' },
  ]) {
    test.describe(`${path} at 1280 px`, () => {
      test.use({ viewport: { width: 1280, height: 900 } });
      for (const dropdown of [offers, insights]) {
        test(`the ${dropdown} dropdown open`, async ({ page }) => {
          await gotoHydrated(page, path);
          const trigger = page
            .getByRole('navigation', { name: /Huvudmeny|Main menu/ })
            .getByRole('button', { name: dropdown });
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
          expect(await labelInNameMismatches(page)).toEqual([]);
        });
      }
    });
    test.describe(`${path} at 375 px`, () => {
      test.use({ viewport: { width: 375, height: 800 } });
      test('the drawer open', async ({ page }) => {
        await gotoHydrated(page, path);
        await page.getByRole('button', { name: open }).click();
        await expect(page.getByRole('dialog', { name: menu })).toBeVisible();
        expect(await labelInNameMismatches(page)).toEqual([]);
      });
    });
  }
});
