import { useEffect } from 'react';

/**
 * Calls `measure` once now and then at most once per animation frame while the page scrolls or
 * resizes: for what follows the scroll position (the anchor bar's current section, the blog's
 * reading progress) without doing layout work on every scroll event. Pass a stable callback.
 */
export function useScrollFrame(measure: () => void) {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      measure();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    run();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [measure]);
}
