/**
 * Layout defects a visitor sees (issue 14): overflowing elements, overlapping 7C badges, words
 * broken mid-word, number ranges split at the dash, and calls to action below a phone's fold.
 * Each test measures boxes in the browser, as the page is rendered.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathFor, type ScreenId } from '../src/routing/route-table';
import { CATALOGS, ROUTES } from './support/pages';
import { placedWords } from './support/word-lines';

/** Opens a path and waits until React has hydrated it (generously: the layout runs many pages). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
}

/** Elements that stick out of the viewport, outside any scrolling or clipping container. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed' || el.closest('.visually-hidden')) continue;
      if (rect.left >= -0.5 && rect.right <= width + 0.5) continue;
      if (rect.right <= 0) continue; // moved off-screen on purpose (the forms' honeypot field)
      if (clipped(el)) continue; // inside a scroller (the anchor bars) or a clipping box
      const name = `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      problems.push(`${name} spans ${Math.round(rect.left)}–${Math.round(rect.right)} of ${width}`);
    }
    return { problems, scrollWidth: document.documentElement.scrollWidth, width };
  });
}

test.describe('nothing overflows horizontally at 320, 375, 768, 1024 and 1280 px', () => {
  for (const route of ROUTES) {
    test(route.path, async ({ page }) => {
      await gotoHydrated(page, route.path);
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const result = await overflowingElements(page);
        expect(result.problems, `at ${width} px`).toEqual([]);
        expect(result.scrollWidth, `at ${width} px`).toBeLessThanOrEqual(result.width);
      }
    });
  }
});

test.describe('the 7C circle', () => {
  for (const width of [768, 900, 1024, 1280, 1440, 1920]) {
    test(`no two badges overlap at ${width} px, and a flipped badge's description reads at body size`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1000 });
      await gotoHydrated(page, '/en/7c-model');
      const badges = page.getByRole('list', { name: CATALOGS.en['sevenC.circle.label'] }).getByRole('button');
      await expect(badges).toHaveCount(7);
      const boxes = await Promise.all((await badges.all()).map(async (badge) => (await badge.boundingBox())!));
      for (let a = 0; a < boxes.length; a += 1) {
        for (let b = a + 1; b < boxes.length; b += 1) {
          const [p, q] = [boxes[a], boxes[b]];
          const apart = p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
          expect(apart, `badges ${a + 1} and ${b + 1} overlap`).toBe(true);
        }
      }
      const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
      const commitment = badges.filter({ hasText: 'Commitment' });
      await commitment.click();
      const description = page
        .locator(`[id="${await commitment.getAttribute('aria-controls')}"]`)
        .getByText(/commitment among leaders/i);
      await expect(description).toBeVisible();
      expect(await description.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(
        body,
      );
      // It is not covered by another badge: the point at its centre belongs to the description.
      const box = (await description.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('[id]')?.id,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(await commitment.getAttribute('aria-controls'));
    });
  }
});

/**
 * Words split over two lines. Debian's Chromium has no hyphenation dictionaries, so here a
 * split word is always one broken without a hyphen, unless it breaks at a hyphen of its own
 * ("AI-förordningen"); a number range ("6–8") must never split.
 */
async function brokenWords(page: Page) {
  // The cards, the facts and the hero (its intro names the package's length: "6–8 veckor").
  const texts = await placedWords(page.locator('main [class*="card" i], main dl, main [class*="fact" i], main header'));
  return texts
    .flatMap((text) => text.words)
    .filter(({ word, tops }) => {
      if (tops.length < 2) return false;
      const isRange = /\d\s*[–-]\s*\d/.test(word);
      const breaksAtHyphen = word.includes('-'); // "AI-förordningen", and "-plan" after a kept-together "30/60/90"
      return isRange || !breaksAtHyphen;
    })
    .map(({ word }) => word);
}

const CARD_PAGES: ScreenId[] = ['home', 'services', 'strategicClarity', 'clarityForTeams', 'clarityForYou', 'modules'];
for (const width of [375, 1280]) {
  test.describe(`no word breaks mid-word without a hyphen, no range splits at its dash, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const screen of CARD_PAGES) {
      for (const locale of ['sv', 'en'] as const) {
        const path = pathFor(screen, locale);
        test(path, async ({ page }) => {
          await gotoHydrated(page, path);
          expect(await brokenWords(page)).toEqual([]);
        });
      }
    }
  });
}

/**
 * Pages whose first screen leads to one action, and that action. On a phone the browser's own
 * toolbars cover the bottom of an 812 px screen (Safari's take about 80 px), so the action must
 * end above that line to be seen without scrolling.
 */
const PRIMARY_ACTIONS: Partial<Record<ScreenId, (page: Page) => Locator>> = {
  home: heroPrimary,
  services: heroPrimary,
  strategicClarity: heroPrimary,
  clarityForTeams: heroPrimary,
  clarityForYou: heroPrimary,
  modules: heroPrimary,
  about: heroPrimary,
  contact: (page) => page.getByRole('main').getByRole('textbox').first(),
};
const TOOLBARS = 80;

function heroPrimary(page: Page) {
  return page
    .getByRole('main')
    .locator('header')
    .first()
    .locator('a[class*="_primary_"], button[class*="_primary_"]')
    .first();
}

test.describe('on a 375×812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  for (const [screen, action] of Object.entries(PRIMARY_ACTIONS)) {
    for (const locale of ['sv', 'en'] as const) {
      const path = pathFor(screen as ScreenId, locale);
      test(`${path}: the primary call to action is on the first screen`, async ({ page }) => {
        await gotoHydrated(page, path);
        const box = await action(page).boundingBox();
        expect(box, 'the page has a primary call to action').not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(812 - TOOLBARS);
      });
    }
  }
});

test.describe('on a 375×667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: the drawer's booking link is visible without scrolling the drawer`, async ({ page }) => {
      await gotoHydrated(page, locale === 'sv' ? '/' : '/en');
      await page.getByRole('button', { name: CATALOGS[locale]['shell.openMenu'] }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      // The drawer's call to action is its one link to the booking calendar (a new tab).
      const book = drawer.locator('a[target="_blank"]');
      await expect(book).toHaveCount(1);
      const box = (await book.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      await expect(book).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('the anchor bar on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** How far the links fade out at each edge of the bar, in px (0: no fade). */
  function fades(bar: Locator) {
    return bar.evaluate((list) => {
      const style = getComputedStyle(list);
      return {
        start: parseFloat(style.getPropertyValue('--fade-start')),
        end: parseFloat(style.getPropertyValue('--fade-end')),
      };
    });
  }

  test('hints that it scrolls: the links fade at the edge that has more beyond it', async ({ page }) => {
    await gotoHydrated(page, pathFor('clarityForTeams', 'sv'));
    const bar = page.getByRole('navigation', { name: CATALOGS.sv['package.anchorNav'] }).getByRole('list');
    expect(await bar.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await fades(bar)).toEqual({ start: 0, end: expect.any(Number) });
    expect((await fades(bar)).end).toBeGreaterThan(16);

    await bar.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect.poll(async () => (await fades(bar)).end).toBe(0);
    expect((await fades(bar)).start).toBeGreaterThan(16);
  });
});

test('a bar that fits has no fade', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, pathFor('clarityForTeams', 'sv'));
  const bar = page.getByRole('navigation', { name: CATALOGS.sv['package.anchorNav'] }).getByRole('list');
  expect(await bar.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  const style = await bar.evaluate((list) => {
    const computed = getComputedStyle(list);
    return [computed.getPropertyValue('--fade-start'), computed.getPropertyValue('--fade-end')];
  });
  expect(style).toEqual(['0px', '0px']);
});

test.describe('the header in two rows (900 and 1024 px)', () => {
  for (const width of [900, 1024]) {
    test(`at ${width} px the current page's pill lines up with the logo`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/');
      const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
      const current = await page.getByRole('banner').locator('[aria-current="page"]').first().boundingBox();
      expect(current!.y).toBeGreaterThan(brand!.y + brand!.height - 1); // the second row
      expect(Math.abs(current!.x - brand!.x)).toBeLessThanOrEqual(1);
    });
  }
});
