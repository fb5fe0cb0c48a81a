import { useSyncExternalStore } from 'react';
import type { Locale } from '../../routing/route-table';
import { createInterestListStore, EMPTY, INTEREST_LIST_KEYS, type InterestListStore } from './interest-list-store';

const stores = new Map<Locale, InterestListStore>();

function localStorageOrNothing(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Blocked storage: the list lives for this page only.
  }
}

/** One store per language site, created in the browser on first use. */
export function interestListStore(locale: Locale): InterestListStore {
  let store = stores.get(locale);
  if (!store) {
    store = createInterestListStore(INTEREST_LIST_KEYS[locale], localStorageOrNothing);
    stores.set(locale, store);
  }
  return store;
}

/**
 * The interest list of this language's site; empty while prerendering and hydrating. The empty
 * list before hydration is the store's own empty list: with anything else, every page with the
 * list rendered its components again once hydrated, though nothing was stored.
 */
export function useInterestList(locale: Locale) {
  const store = typeof window === 'undefined' ? undefined : interestListStore(locale);
  const slugs = useSyncExternalStore(
    (notify) => store?.subscribe(notify) ?? (() => {}),
    () => store?.getSnapshot() ?? EMPTY,
    () => EMPTY,
  );
  return { slugs, store };
}
