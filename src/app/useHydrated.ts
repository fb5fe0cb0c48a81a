import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while prerendering and during hydration's first render, true from then on. Whatever
 * only the browser knows (the query string, storage) must wait for it: the first render has to
 * match the prerendered HTML, which was written without them (else React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
