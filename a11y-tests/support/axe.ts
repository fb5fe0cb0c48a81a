import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Zero axe violations (WCAG 2.0/2.1 A and AA, 2.2 AA) on the page as it is now. */
export async function expectNoViolations(page: Page) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * Audit what settles on screen, not a frame of a fade-in (half-transparent text fails contrast):
 * waits for every running animation and transition to finish, until two frames in a row start
 * none (an element that enters a frame later, such as a toast, starts its animation then).
 * Scroll-driven animations (the anchor bar's edge fade) run for as long as the page is open and
 * follow the scroll position, not the clock: only animations on the document's timeline count.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let calmFrames = 0; calmFrames < 2;) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline && animation.playState === 'running');
      if (running.length > 0) {
        calmFrames = 0;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      } else {
        calmFrames += 1;
      }
      await nextFrame();
    }
  });
}
