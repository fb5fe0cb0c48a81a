/**
 * With `prefers-reduced-motion: reduce`, nothing moves for longer than 0.01 s: no CSS transition
 * or animation, in any open state, and no smooth scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { CATALOGS, gotoHydrated } from './support/pages';

const sv = CATALOGS.sv;
const LIMIT_SECONDS = 0.01;

test.use({ viewport: { width: 375, height: 800 } });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The longest transition or animation any element (or its ::before/::after) is styled with, and what runs now. */
async function motion(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        0,
        ...list
          .split(',')
          .map((value) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value)) || 0),
      );
    let styled = 0;
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        styled = Math.max(
          styled,
          seconds(style.transitionDuration),
          style.animationName === 'none' ? 0 : seconds(style.animationDuration),
        );
      }
    }
    const running = document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration) || 0);
    return {
      styled,
      running: Math.max(0, ...running) / 1000,
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
}

async function expectStill(page: Page) {
  const { styled, running, scrollBehavior } = await motion(page);
  expect(styled).toBeLessThanOrEqual(LIMIT_SECONDS);
  expect(running).toBeLessThanOrEqual(LIMIT_SECONDS);
  expect(scrollBehavior).toBe('auto');
}

test('the mobile menu drawer opens without motion', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expectStill(page);
  await page.getByRole('button', { name: sv['shell.openMenu'] }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectStill(page);
});

test('the interest panel appears without motion', async ({ page }) => {
  await gotoHydrated(page, '/moduler');
  await page.getByRole('button', { name: 'Lägg till i intresselistan' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Din intresselista' })).toBeVisible();
  await expectStill(page);
});

test('FAQ answers and the 7C flip open without motion', async ({ page }) => {
  await gotoHydrated(page, '/erbjudanden/clarity-for-teams');
  await page.getByRole('button', { name: sv['clarityForTeams.faq.size.q'] }).click();
  await expectStill(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/7c-modellen');
  await page
    .getByRole('button', { name: /Context/ })
    .first()
    .click();
  await expectStill(page);
});

test('an anchor link jumps without smooth scrolling', async ({ page }) => {
  await gotoHydrated(page, '/erbjudanden/strategic-clarity');
  await page.getByRole('navigation', { name: sv['package.anchorNav'] }).getByRole('link', { name: 'Frågor' }).click();
  const faq = page.getByRole('region', { name: sv['package.faq.title'] });
  await expect(faq).toBeFocused();
  // Read twice, a frame apart: a smooth scroll would still be moving.
  const first = await page.evaluate(() => window.scrollY);
  const second = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
  );
  expect(second).toBe(first);
  expect(first).toBeGreaterThan(0);
});
