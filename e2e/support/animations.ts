/** Waiting for the page to come to rest, instead of sleeping. */
import type { Page } from '@playwright/test';

/**
 * Waits for every running animation and transition to finish, until two frames in a row start
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
