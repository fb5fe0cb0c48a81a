/**
 * The open states of the home page and the package pages, audited with axe in both languages
 * at desktop and phone widths: every disclosure open, the tooltip shown, the Teams dialog open.
 */
import { expect, test, type Page } from '@playwright/test';
import { pathFor, LOCALES } from '../src/routing/route-table';
import { CATALOGS, gotoHydrated } from '../e2e/support/pages';
import { expectAccessibleState } from './support/audit';

/** Opens every collapsed disclosure in the main content (the FAQ of a package page keeps one). */
async function openEveryDisclosure(page: Page) {
  const collapsed = page.getByRole('main').locator('button[slot="trigger"][aria-expanded="false"]');
  for (let guard = 0; guard < 40 && (await collapsed.count()) > 0; guard += 1) {
    const before = await collapsed.count();
    await collapsed.first().click();
    // In a one-at-a-time accordion, opening an item closes its sibling: stop when nothing changes.
    if ((await collapsed.count()) >= before) break;
  }
}

for (const locale of LOCALES) {
  const text = CATALOGS[locale];
  for (const width of [1280, 375]) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('home with every card and FAQ answer open', async ({ page }) => {
        await gotoHydrated(page, pathFor('home', locale));
        await openEveryDisclosure(page);
        await expect(page.getByRole('button', { name: text['home.faq.after.q'] })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(page.getByRole('button', { name: text['home.contribute.decisions.title'] })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expectAccessibleState(page);
      });

      for (const screen of ['clarityForYou', 'clarityForTeams', 'strategicClarity'] as const) {
        test(`${screen} with its cards, value card and an FAQ answer open`, async ({ page }) => {
          await gotoHydrated(page, pathFor(screen, locale));
          await openEveryDisclosure(page);
          const valueCard = text['package.lessAbout'].replace('{title}', text['package.value.title']);
          await expect(page.getByRole('button', { name: valueCard })).toHaveAttribute('aria-expanded', 'true');
          await expectAccessibleState(page);
        });
      }

      test('strategicClarity with the tooltip shown', async ({ page }) => {
        await gotoHydrated(page, pathFor('strategicClarity', locale));
        const product = text['nav.strategicClarity'];
        const title = text['package.journey.how'].replace('{product}', product);
        await page.getByRole('button', { name: text['package.infoAbout'].replace('{title}', title) }).focus();
        await expect(page.getByRole('tooltip')).toHaveText(text['strategicClarity.how.tooltip']);
        await expectAccessibleState(page);
      });
    });
  }
}
