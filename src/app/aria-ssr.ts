import { startTransition, useEffect, useState } from 'react';

/**
 * React Aria's `useIsSSR`, put in its place by the build (scripts/aria-ssr-plugin.ts).
 *
 * React Aria asks it whether the page is being prerendered or hydrated: its own version reads
 * a useSyncExternalStore whose server snapshot (true) differs from the browser's (false). React
 * must render every component that reads such a store again once hydration ends, and it does
 * that render at once, in the task that ends hydration, and cannot split it. Every button,
 * field, checkbox and disclosure of a page reads it, so on the contact page that render was
 * most of the longest task of the load on a slow phone (Lighthouse's blocking time).
 *
 * This one gives the same answers (true while prerendering and hydrating, false afterwards,
 * and false at once for anything rendered later) but turns false in a transition, which React
 * renders in short tasks that a press can interrupt.
 */

let hydrating = false;

/** Called by the client entry just before it hydrates the prerendered page. */
export function startHydration() {
  hydrating = true;
}

export function useIsSSR(): boolean {
  const [isSSR, setIsSSR] = useState(() => typeof document === 'undefined' || hydrating);
  useEffect(() => {
    // The first effect after hydration runs once the whole page has hydrated: whatever
    // mounts from now on is rendered in the browser from the start.
    hydrating = false;
    if (isSSR) startTransition(() => setIsSSR(false));
    // Only on mount: the value only ever turns from true to false.
  }, []);
  return isSSR;
}
