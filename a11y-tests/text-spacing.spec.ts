import { expect, test } from '@playwright/test';
import { gotoHydrated, ROUTES } from '../e2e/support/pages';
import { forceTextSpacing, textSpacingProblems } from './support/text-spacing';

for (const width of [1280, 375]) {
  test.describe(`text spacing (WCAG 1.4.12) at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(`${route.path}: nothing is cut off or overlaps with the spacing forced`, async ({ page }) => {
        await gotoHydrated(page, route.path);
        await forceTextSpacing(page);
        expect(await textSpacingProblems(page)).toEqual([]);
      });
    }
  });
}
