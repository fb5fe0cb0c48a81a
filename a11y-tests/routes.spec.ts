import { expect, test } from '@playwright/test';
import { gotoHydrated, ROUTES } from '../e2e/support/pages';
import { expectNoViolations } from './support/axe';

for (const width of [1280, 375]) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        await gotoHydrated(page, route.path);
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('open states', () => {
  for (const { path, offers, insights } of [
    { path: '/', offers: 'Våra erbjudanden', insights: 'Insikter' },
    { path: '/en', offers: 'Our services', insights: 'Insights' },
  ]) {
    test.describe(path, () => {
      test.use({ viewport: { width: 1280, height: 900 } });
      for (const dropdown of [offers, insights]) {
        test(`the ${dropdown} dropdown open has no axe violations`, async ({ page }) => {
          await gotoHydrated(page, path);
          const trigger = page
            .getByRole('navigation', { name: /Huvudmeny|Main menu/ })
            .getByRole('button', { name: dropdown });
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
          await expectNoViolations(page);
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
      test('the drawer open has no axe violations', async ({ page }) => {
        await gotoHydrated(page, path);
        await page.getByRole('button', { name: open }).click();
        await expect(page.getByRole('dialog', { name: menu })).toBeVisible();
        await expectNoViolations(page);
      });
    });
  }
});

test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of ROUTES) {
    test(`${route.path} does not scroll horizontally`, async ({ page }) => {
      await gotoHydrated(page, route.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
