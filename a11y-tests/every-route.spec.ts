/**
 * Every route, in both languages, at 1280 and 375 px, loaded once and checked the ways
 * different visitors meet it, in an order where no check disturbs the next:
 * - axe (WCAG 2.0/2.1 A and AA, 2.2 AA);
 * - WCAG 2.5.3 label in name: each control's name starts with what it shows, so a speech-input
 *   user who says what they see hits it;
 * - forced colours (Windows High Contrast): axe again, every control keeps a boundary, and the
 *   focus ring shows on the first dozen stops of the keyboard;
 * - WCAG 1.4.12 text spacing, last because it restyles the page: with line height 1.5,
 *   paragraph spacing 2 em, letter spacing 0.12 em and word spacing 0.16 em forced, no text is
 *   cut off or overlaps.
 * One load serves them all: loading and hydrating is most of a check's cost on two cores. The
 * overflow at 320 px (WCAG 1.4.10 reflow) is e2e/layout.spec.ts's, at five widths.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated, ROUTES } from '../e2e/support/pages';
import { expectAccessibleState } from './support/audit';
import { forceTextSpacing, textSpacingProblems } from './support/text-spacing';

for (const width of [1280, 375]) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: 'light' });
    for (const route of ROUTES) {
      test(`${route.path}: axe, label in name, forced colours, text spacing`, async ({ page }) => {
        await gotoHydrated(page, route.path);
        await expectAccessibleState(page, { focusStops: 12 });

        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        await forceTextSpacing(page);
        expect.soft(await textSpacingProblems(page), 'text spacing').toEqual([]);
      });
    }
  });
}
