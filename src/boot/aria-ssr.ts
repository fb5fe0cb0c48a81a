import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type DependencyList,
} from 'react';

/**
 * Two of React Aria's hooks, changed by the build for hydration (scripts/aria-ssr-plugin.ts;
 * all of the boot machinery: src/boot/README.md).
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

/** Whether the last store React read below was read for a prerender or a hydration. */
// Stryker disable next-line BooleanLiteral: every read follows a snapshot call, which sets it first
let readForPrerenderOrHydration = false;
// Stryker disable next-line ArrowFunction: nothing is subscribed, so there is nothing to undo; React takes no unsubscribe as none needed
const subscribeToNothing = () => () => {};
const clientSnapshot = () => {
  readForPrerenderOrHydration = false;
  return null;
};
const serverSnapshot = () => {
  readForPrerenderOrHydration = true;
  return null;
};

/**
 * Whether this render of the calling component is a prerender or a hydration. When a component
 * mounts, React reads a store's server snapshot while prerendering or hydrating it, and its
 * browser snapshot otherwise, never both (React's documented contract for useSyncExternalStore);
 * the two calls note which one it was. Both snapshots are the same value, so React never renders
 * the component again for this store: the cost React Aria's own store has.
 *
 * Asked of each component, not of the page: React hydrates a page in more than one commit when
 * it has a Suspense boundary (its content in a later one, later still when that content's code is
 * loaded lazily), so "the page has hydrated" is true of the shell while a boundary's content is
 * still being hydrated (two-commit-hydration.test.tsx). Only a mount's answer is used: on later
 * renders React reads the browser snapshot.
 */
function useIsHydratingRender(): boolean {
  useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
  return readForPrerenderOrHydration;
}

export function useIsSSR(): boolean {
  const hydratingNow = useIsHydratingRender();
  const [isSSR, setIsSSR] = useState(hydratingNow);
  // The value only ever turns from true to false, once, after the component's first commit.
  useEffect(() => {
    // Stryker disable next-line ConditionalExpression: setting false when it is false already renders nothing new
    if (isSSR) startTransition(() => setIsSSR(false));
    // Stryker disable next-line ArrayDeclaration: it changes once, from true to false, and the effect has nothing to do after that
  }, [isSSR]);
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
  const waiting = useRef(useIsHydratingRender());
  useLayoutEffect(() => {
    if (!waiting.current) check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is React Aria's own list for its check (`[id, updateId, ...depArray]` in useSlotId), passed on as React Aria passes it.
  }, deps);
  useEffect(() => {
    if (!waiting.current) return;
    waiting.current = false;
    startTransition(check);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above: React Aria's list.
  }, deps);
}
