import { startTransition, useEffect, useLayoutEffect, useRef, useState, type DependencyList } from 'react';

/**
 * Two of React Aria's hooks, changed by the build for hydration (scripts/aria-ssr-plugin.ts).
 *
 * React Aria's `useIsSSR` is put in this module's place.
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

/**
 * Where React Aria's `useSlotId` checks whether a slot's element exists (the description and
 * error message of every field, checkbox and radio): React Aria does it in a layout effect, and
 * when the element is not there, it sets state to drop the reference. A state set in a layout
 * effect is rendered at once, in the same task; in the task that ends hydration, that was every
 * field of the contact form again, and with it every effect of the page (a layout effect's
 * render makes React run them at once too): about half of the longest task of the contact page's
 * load on a slow phone. While hydrating, the first check runs after the page is shown, in a
 * transition; every later one (an error message appearing), as React Aria does it.
 */
export function useSlotIdEffect(check: () => void, deps: DependencyList): void {
  // Only the first check of a component hydrated from the prerendered page waits.
  const waiting = useRef(hydrating);
  useLayoutEffect(() => {
    if (!waiting.current) check();
  }, deps);
  useEffect(() => {
    if (!waiting.current) return;
    waiting.current = false;
    hydrating = false; // As in useIsSSR: the whole page has hydrated by now.
    startTransition(check);
  }, deps);
}
