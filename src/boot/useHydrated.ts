import { useSyncExternalStore } from 'react';

// Stryker disable next-line ArrowFunction: nothing is subscribed, so there is nothing to undo; React takes no unsubscribe as none needed
const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows (the query string, storage), `beforeHydration` while
 * prerendering and during hydration's first render, as useHydrated. Unlike a component that
 * renders again when useHydrated turns true, one that reads this renders again only when the
 * value differs from `beforeHydration`: React does that render at once, in the task that ends
 * hydration, and it cannot split it, so a page without a query string skips the work (on the
 * contact page, the whole form again: the longest task of its load on a slow phone).
 */
export function useBrowserValue<T>(read: () => T, beforeHydration: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => beforeHydration);
}

const isInBrowser = () => true;

/**
 * False while prerendering and during hydration's first render, true from then on. Whatever
 * only the browser knows (the query string, storage) must wait for it: the first render has to
 * match the prerendered HTML, which was written without them (else React error #418).
 */
export function useHydrated(): boolean {
  return useBrowserValue(isInBrowser, false);
}
