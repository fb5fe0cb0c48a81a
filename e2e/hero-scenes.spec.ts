/**
 * The illustrations (issue 31): every page's hero has a line scene, the content column's full
 * width under the heading on a phone and beside the text on a wide screen; it is decorative
 * (no name, out of the accessibility tree), its drawing loads, it is never the page's largest
 * paint, and it is drawn in the system's text colour in forced-colours mode. The blog covers
 * are scenes of the same kind.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../a11y-tests/support/axe';
import { gotoHydrated, ROUTES } from './support/pages';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The drawing a scene's CSS points at, loaded as an image: its natural width (0 if it failed). */
async function drawingWidth(scene: Locator): Promise<number> {
  return scene.evaluate(async (element) => {
    const mask = getComputedStyle(element).maskImage;
    const url = /url\("?([^")]+)"?\)/.exec(mask)?.[1];
    if (!url) return 0;
    const image = new Image();
    image.src = url;
    await image.decode().catch(() => undefined);
    return image.naturalWidth;
  });
}

/** The element the browser reported as the largest contentful paint so far. */
function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve(element ? `${element.tagName.toLowerCase()}${element.closest('[data-scene]') ? '[scene]' : ''}` : '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function expectDecorativeScene(page: Page, header: Locator, scene: Locator) {
  await expect(scene).toHaveCount(1);
  await expect(scene).toBeVisible();
  await expect(scene).toHaveAttribute('aria-hidden', 'true');
  await expect(scene).toHaveAccessibleName('');
  // Nothing of it reaches the accessibility tree: the header reads as its text alone.
  expect(await header.ariaSnapshot()).not.toMatch(/\bimg\b|graphics/);
  expect(await drawingWidth(scene)).toBeGreaterThan(0);
  expect(await largestPaint(page)).not.toContain('[scene]');
}

for (const route of ROUTES) {
  test(`${route.path}: the hero has a decorative scene, full width under the heading on a phone, beside it on a wide screen`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, route.path);
    const header = page.locator('header:has(h1)');
    const heading = header.locator('h1');
    const scene = header.locator('[data-scene]');
    await expectDecorativeScene(page, header, scene);

    // Phone: under the heading, as wide as the column the heading is set in.
    const column = (await heading.locator('xpath=..').boundingBox())!;
    const onPhone = (await scene.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(onPhone.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
    expect(onPhone.width).toBeGreaterThanOrEqual(300);
    expect(Math.abs(onPhone.width - column.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(onPhone.x - column.x)).toBeLessThanOrEqual(1);

    // Wide screen: beside the heading's column, at a size that reads as a picture, not a mark.
    await page.setViewportSize(DESKTOP);
    await expect(scene).toBeVisible();
    const onDesktop = (await scene.boundingBox())!;
    const text = (await heading.locator('xpath=..').boundingBox())!;
    expect(onDesktop.width).toBeGreaterThanOrEqual(200);
    expect(onDesktop.x).toBeGreaterThanOrEqual(text.x + text.width);
  });
}

test('the blog covers are scenes in the same style, decorative, and their drawings load', async ({ page }) => {
  for (const path of ['/blogg', '/en', '/']) {
    await gotoHydrated(page, path);
    const covers = page.locator('[data-scene^="cover-"]');
    expect(await covers.count()).toBeGreaterThan(0);
    for (const cover of await covers.all()) {
      await expect(cover).toBeVisible();
      await expect(cover.locator('xpath=ancestor-or-self::*[@aria-hidden="true"]')).toHaveCount(1);
      expect(await drawingWidth(cover)).toBeGreaterThan(0);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero scene and the blog covers are drawn at once (no script sets the painted mark)', async ({ page }) => {
    for (const path of ['/', '/en/blog']) {
      await page.goto(path);
      const scenes = page.locator('[data-scene]');
      expect(await scenes.count()).toBeGreaterThan(1);
      for (const scene of await scenes.all()) expect(await drawingWidth(scene), path).toBeGreaterThan(0);
    }
  });
});

test('in forced-colours mode the scenes are drawn in the system text colour', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await gotoHydrated(page, '/en/blog');
  const text = await page.locator('h1').evaluate((el) => getComputedStyle(el).color);
  await expect(page.locator('[data-scene]').first()).toBeVisible();
  for (const scene of await page.locator('[data-scene]').all()) {
    expect(await scene.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(text);
  }
});

for (const path of ['/', '/en/7c-model', '/blogg/ai-forordningen', '/en/team-pulse']) {
  test(`${path} with its scene: no axe violations at 375 px`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, path);
    await expectNoViolations(page);
  });
}
