/**
 * Nothing that wraps or stands alone on the pages that sell (issue 31): calls to action on one
 * line and at one height, cards that share a row share its height, no card or fact alone on its
 * row and no empty cell, the templates readable on a phone, and hero intros as large and as dark
 * as the section leads below them. Each check measures boxes in the browser at 375, 768 and
 * 1280 px, as the page is rendered.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathFor, type ScreenId } from '../src/routing/route-table';
import { ARTICLE_ROUTES, CATALOGS } from './support/pages';
import { linesOf, placedWords } from './support/word-lines';

const WIDTHS = [375, 768, 1280] as const;
const LOCALES = ['sv', 'en'] as const;
const ARTICLE_PATHS = ARTICLE_ROUTES.map((route) => route.path);

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The border boxes of the elements, in document order. */
async function boxes(items: Locator): Promise<Box[]> {
  return items.evaluateAll((elements) =>
    elements.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right };
    }),
  );
}

/** Boxes grouped into rows by their top edge (1 px tolerance). */
function rowsOf(list: Box[]): Box[][] {
  const rows: Box[][] = [];
  for (const box of list) {
    const row = rows.find((r) => Math.abs(r[0].top - box.top) <= 1);
    if (row) row.push(box);
    else rows.push([box]);
  }
  return rows;
}

/**
 * Items laid out in rows leave no item alone and no cell empty: every row holds as many items
 * as the first, and each row ends where the widest row ends. One column passes trivially.
 */
async function expectFullRows(items: Locator, what: string) {
  expectFullRowsOf(await boxes(items), what);
}

function expectFullRowsOf(list: Box[], what: string) {
  const rows = rowsOf(list);
  const counts = rows.map((row) => row.length);
  expect(counts, `${what}: items per row`).toEqual(counts.map(() => counts[0]));
  const rightEdge = Math.max(...rows.flat().map((b) => b.right));
  for (const row of rows) {
    expect(Math.max(...row.map((b) => b.right)), `${what}: a row ends short of the others`).toBeGreaterThan(
      rightEdge - 1,
    );
  }
}

/** Items that share a row are equally tall. */
async function expectEvenRows(items: Locator, what: string) {
  for (const row of rowsOf(await boxes(items))) {
    const heights = row.map((b) => Math.round(b.bottom - b.top));
    expect(Math.max(...heights) - Math.min(...heights), `${what}: heights ${heights.join(', ')}`).toBeLessThanOrEqual(
      1,
    );
  }
}

/** Each row of `cards` starts the part `part` picks at one height (1 px tolerance). */
async function expectPartsLevel(cards: Locator, part: string, what: string) {
  const cardRows = rowsOf(await boxes(cards));
  const tops = await cards
    .locator(part)
    .evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().top + scrollY));
  expect(tops.length, `${what}: one in each card`).toBe(cardRows.flat().length);
  let index = 0;
  for (const row of cardRows) {
    const rowTops = tops.slice(index, index + row.length).map(Math.round);
    index += row.length;
    expect(Math.max(...rowTops) - Math.min(...rowTops), `${what}: tops ${rowTops.join(', ')}`).toBeLessThanOrEqual(1);
  }
}

/** The number of lines the element's visible text takes (text read but not shown, clipped away, is left out). */
function lineCount(element: Locator) {
  return element.evaluate((el) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (getComputedStyle(node.parentElement!).clipPath !== 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1) bottoms.add(Math.round(rect.bottom));
    }
    return bottoms.size;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of LOCALES) {
      for (const screen of ['home', 'services'] as ScreenId[]) {
        const path = pathFor(screen, locale);
        test(`${path}: the package cards' links are one line each, level, and no card stands alone`, async ({
          page,
        }) => {
          await gotoHydrated(page, path);
          // The list of the three packages: its items link to the package pages.
          const list = page.locator(
            'main ul:has(> li > a[href$="/clarity-for-you"]):has(> li > a[href$="/strategic-clarity"])',
          );
          const items = list.locator(':scope > li');
          await expect(items).toHaveCount(3);
          const links = items.locator('a');
          await expect(links).toHaveCount(3);
          for (const link of await links.all()) expect(await lineCount(link), await link.innerText()).toBe(1);
          // Links in the same row sit at the same height.
          const linkRows = rowsOf(await boxes(links));
          const cardRows = rowsOf(await boxes(items));
          expect(linkRows.length, 'the links are level across each row of cards').toBe(cardRows.length);
          await expectFullRows(items, 'package cards');
        });
      }

      test(`${pathFor('modules', locale)}: the add buttons are one line each, and the grid has no empty cell`, async ({
        page,
      }) => {
        await gotoHydrated(page, pathFor('modules', locale));
        const add = page.getByRole('button', { name: CATALOGS[locale]['modules.card.add'], exact: true });
        await expect(add).toHaveCount(7);
        for (const button of await add.all()) expect(await lineCount(button)).toBe(1);
        // The seven modules and the tile that fills the grid's last cell.
        const cells = page.locator('[data-grid-cell]');
        await expect(cells).toHaveCount(8);
        await expectFullRows(cells, 'module grid');
        await expectEvenRows(page.locator('[data-grid-cell]'), 'module grid');
      });

      test(`${pathFor('modules', locale)}: the modules' descriptions in a row start at one height`, async ({
        page,
      }) => {
        await gotoHydrated(page, pathFor('modules', locale));
        // Each module card: its title, then its description.
        const modules = page.getByRole('main').locator('li[data-grid-cell]');
        await expect(modules).toHaveCount(7);
        await expectPartsLevel(modules, ':scope > h3 + p', 'module descriptions');
      });

      test(`${pathFor('services', locale)}: the package cards' facts in a row start at one height`, async ({
        page,
      }) => {
        await gotoHydrated(page, pathFor('services', locale));
        const cards = page
          .locator('main ul:has(> li > a[href$="/clarity-for-you"]):has(> li > a[href$="/strategic-clarity"])')
          .locator(':scope > li');
        await expect(cards).toHaveCount(3);
        await expectPartsLevel(cards, 'dl', 'facts');
      });

      for (const screen of ['strategicClarity', 'clarityForTeams', 'clarityForYou'] as ScreenId[]) {
        const path = pathFor(screen, locale);
        test(`${path}: journey cards in a row are equally tall, no fact stands alone or takes three lines`, async ({
          page,
        }) => {
          await gotoHydrated(page, path);
          const journeyCards = page
            .getByRole('main')
            .getByRole('list')
            .filter({ has: page.getByRole('heading', { level: 3 }) })
            .filter({ has: page.getByRole('button', { name: new RegExp(CATALOGS[locale]['package.more']) }) })
            .first()
            .locator(':scope > li');
          // Every card of the section (the box around each h3 and its 'Läs mer'), wherever it
          // sits in the markup: none alone on its row.
          const cardBoxes = await page
            .getByRole('region', { name: CATALOGS[locale]['package.journey.title'] })
            .getByRole('heading', { level: 3 })
            .evaluateAll((headings, more) => {
              const hasMore = (el: Element) =>
                [...el.querySelectorAll('button')].some((button) => button.textContent?.includes(more));
              return headings.map((heading) => {
                let card = heading.parentElement!;
                while (!hasMore(card)) card = card.parentElement!;
                const r = card.getBoundingClientRect();
                return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right };
              });
            }, CATALOGS[locale]['package.more']);
          expect(cardBoxes).toHaveLength(4);
          expectFullRowsOf(cardBoxes, 'journey cards');
          // Syfte, Hur, Konkreta effekter and Hur vi gör, as one list.
          await expect(journeyCards).toHaveCount(4);
          await expectEvenRows(journeyCards, 'journey cards');
          const facts = page.getByRole('region', { name: CATALOGS[locale]['package.facts'] }).locator('dl > div');
          await expectFullRows(facts, 'facts');
          // In one row on a wide screen the facts share its width by their length: none of them
          // takes more than two lines beside a short one.
          if (width === 1280) {
            for (const value of await facts.locator('dd').all()) {
              expect(await lineCount(value), await value.innerText()).toBeLessThanOrEqual(2);
            }
          }
        });
      }
    }

    test('no page title takes more lines in the display face than it did in the text face', async ({ page }) => {
      const screens: ScreenId[] = [
        'home',
        'services',
        'strategicClarity',
        'clarityForTeams',
        'clarityForYou',
        'about',
        'modules',
      ];
      const paths = [
        ...LOCALES.flatMap((locale) => screens.map((screen) => pathFor(screen, locale))),
        ...ARTICLE_PATHS,
      ];
      const worse: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1 });
        await page.evaluate(() => document.fonts.ready);
        expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily), path).toMatch(/^"Source Serif 4"/);
        const inDisplayFace = await lineCount(h1);
        await page.addStyleTag({ content: 'h1 { font-family: var(--font-sans) !important; }' });
        await page.evaluate(() => document.fonts.ready);
        const inTextFace = await lineCount(h1);
        if (inDisplayFace > inTextFace) worse.push(`${path}: ${inTextFace} → ${inDisplayFace} lines`);
      }
      expect(worse).toEqual([]);
    });

    test('the templates: no heading broken mid-word, and the inventory needs no sideways scroll', async ({ page }) => {
      for (const locale of LOCALES) {
        await gotoHydrated(page, pathFor('templates', locale));
        const tables = page.getByRole('main').getByRole('table');
        const cells = await placedWords(tables.locator('th, td'));
        const broken = cells
          .flatMap((cell) => cell.words)
          .filter(({ word, tops }) => tops.length > 1 && !word.includes('-'))
          .map(({ word }) => word);
        expect(broken, locale).toEqual([]);
        const sideways = await tables.evaluateAll((list) =>
          list.some((table) => {
            for (let node: Element | null = table; node; node = node.parentElement) {
              if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible')
                return true;
            }
            return false;
          }),
        );
        expect(sideways, `${locale}: a table scrolls sideways`).toBe(false);
      }
    });

    test('home: the blog teaser covers that share a row are equally tall', async ({ page }) => {
      for (const locale of LOCALES) {
        await gotoHydrated(page, pathFor('home', locale));
        // The decorative covers: the first child of each card in the list of the newest articles.
        const covers = page.getByRole('main').locator('ul:has(> li a[href*="/blog"]) > li > span[aria-hidden="true"]');
        await expect(covers).toHaveCount(3);
        await expectEvenRows(covers, `${locale}: blog covers`);
      }
    });

    test('home and services: no paragraph, list item or fact ends on a word alone on its line', async ({ page }) => {
      for (const locale of LOCALES) {
        for (const screen of ['home', 'services'] as ScreenId[]) {
          const path = pathFor(screen, locale);
          await gotoHydrated(page, path);
          // The innermost paragraphs, list items and facts (a list item holding a paragraph is
          // checked through the paragraph).
          const texts = await placedWords(
            page.getByRole('main').locator('p, li:not(:has(p, li, dd)), dd:not(:has(p, li, dd))'),
          );
          const lone = texts.flatMap((text) => {
            const lines = linesOf(text);
            const last = lines.at(-1);
            return lines.length > 1 && last?.length === 1 ? [`${last[0]} (${text.text.slice(0, 40)}…)`] : [];
          });
          expect(lone, path).toEqual([]);
        }
      }
    });

    test('hero intros are as large and as dark as the section leads', async ({ page }) => {
      for (const screen of ['home', 'about', 'clarityForTeams', 'modules'] as ScreenId[]) {
        await gotoHydrated(page, pathFor(screen, 'en'));
        const sizes = await page.evaluate(() => {
          const lum = (color: string) => {
            const [r, g, b] = color
              .match(/[\d.]+/g)!
              .slice(0, 3)
              .map((v) => {
                const c = Number(v) / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
              });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const main = document.querySelector('main')!;
          const intro = main.querySelector('header [class*="_intro_"]')!;
          const leads = [...main.querySelectorAll('section [class*="_lead_"]')];
          return {
            intro: parseFloat(getComputedStyle(intro).fontSize),
            leads: leads.map((el) => parseFloat(getComputedStyle(el).fontSize)),
            // Lightness of the text colours: near-black is below 0.02 (the ink is 0.013).
            leadLuminance: leads.map((el) => lum(getComputedStyle(el).color)),
          };
        });
        expect(sizes.leads.length, screen).toBeGreaterThan(0);
        for (const lead of sizes.leads) expect(sizes.intro, screen).toBeGreaterThanOrEqual(lead - 0.5);
        for (const luminance of sizes.leadLuminance) expect(luminance, screen).toBeLessThan(0.02);
      }
    });
  });
}
