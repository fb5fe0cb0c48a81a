import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Focuses an element without letting the browser jump; makes non-focusable targets focusable. */
function focusWithoutScroll(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}

function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // A malformed %-escape in the hash names no element.
  }
}

/**
 * After every navigation: with a hash, scroll (smoothly, unless reduced motion is asked for)
 * to its element and focus it; otherwise scroll to the top and focus the page's h1, so screen
 * readers announce the new page. On the first load a hash is honoured the same way; without
 * one, the scroll position and focus are left as the browser set them.
 */
export function useRouteFocus() {
  const location = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const firstLoad = isFirstRender.current;
    isFirstRender.current = false;
    const target = hashTarget(location.hash);
    if (target) {
      focusWithoutScroll(target);
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    if (firstLoad) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusWithoutScroll(heading);
  }, [location.key, location.pathname, location.hash]);
}
