/**
 * With JavaScript off, every page is readable from its prerendered HTML, and the menus are
 * plain lists of links that work, on a phone as on a desktop.
 */
import { expect, test } from '@playwright/test';
import { pathFor } from '../src/routing/route-table';
import { CATALOGS, ROUTES } from './support/pages';

test.use({ javaScriptEnabled: false });

for (const width of [1280, 375]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES.filter((r) => r.screen !== 'notFound')) {
      test(`${route.path} is readable and its menu links are visible`, async ({ page }) => {
        const text = CATALOGS[route.locale];
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // More than a heading: the page's text is there (the shortest page, the English blog placeholder, has about 130 characters).
        expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(100);

        const menu = page.getByRole('navigation', { name: text['shell.mainNav'] });
        for (const label of [
          'nav.home',
          'nav.clarityForYou',
          'nav.strategicClarity',
          'nav.blog',
          'nav.sevenC',
          'nav.contact',
        ]) {
          await expect(menu.getByRole('link', { name: text[label], exact: true, includeHidden: true })).toBeVisible();
        }
        await expect(
          page.getByRole('link', { name: route.locale === 'sv' ? 'English' : 'Svenska' }).first(),
        ).toBeVisible();
      });
    }

    test('a menu link leads to its page, and FAQ answers can be read', async ({ page }) => {
      const text = CATALOGS.sv;
      await page.goto('/');
      await expect(page.getByText(text['home.faq.duration.a'])).toBeVisible();
      await page
        .getByRole('navigation', { name: text['shell.mainNav'] })
        .getByRole('link', { name: text['nav.strategicClarity'], includeHidden: true })
        .click();
      await expect(page).toHaveURL(pathFor('strategicClarity', 'sv'));
      await expect(page.getByRole('heading', { level: 1, name: text['strategicClarity.title'] })).toBeVisible();
      await expect(page.getByText(text['strategicClarity.faq.who.a'])).toBeVisible();
    });
  });
}
