import { expect, test } from '@playwright/test';
import { gotoHydrated, ROUTES } from '../e2e/support/pages';
import { expectNoViolations } from './support/axe';
import { controlsWithoutBoundary, focusRingsMissing } from './support/forced-colors';

test.use({ forcedColors: 'active', colorScheme: 'light' });

for (const width of [1280, 375]) {
  test.describe(`forced colours at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(`${route.path}: no axe violations, every control has a boundary and a focus ring`, async ({ page }) => {
        await gotoHydrated(page, route.path);
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
        await expectNoViolations(page);
        expect(await controlsWithoutBoundary(page)).toEqual([]);
        expect(await focusRingsMissing(page, 12)).toEqual([]);
      });
    }
  });
}
