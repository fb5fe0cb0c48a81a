/**
 * The interest list (SPEC section 4): an ordered list of unique module slugs, kept in local
 * storage as a JSON array. Unreadable storage starts an empty list (logged, no user message);
 * storage that refuses writes (quota, private mode) leaves a list that works for the session.
 * Other tabs' changes arrive through the `storage` event.
 */
import type { Locale } from '../../routing/route-table';

/** The Swedish site's key is the spec's; the English site keeps its own list. */
export const INTEREST_LIST_KEYS: Record<Locale, string> = { sv: 'cwSelectedModules', en: 'cwSelectedModulesEn' };

export interface InterestListStore {
  getSnapshot(): readonly string[];
  subscribe(listener: () => void): () => void;
  /** Appends a slug not yet on the list; false (and no change) when it is already there. */
  add(slug: string): boolean;
  remove(slug: string): void;
  clear(): void;
}

/** The empty list, one object: also what a page renders before hydration, so an empty stored list is no change. */
export const EMPTY: readonly string[] = Object.freeze([]);

function parse(raw: string | null): readonly string[] {
  if (raw === null) return EMPTY;
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value) || !value.every((slug) => typeof slug === 'string')) {
    throw new TypeError(`expected a JSON array of slugs, got ${raw.slice(0, 100)}`);
  }
  return value.length === 0 ? EMPTY : [...new Set(value)];
}

export function createInterestListStore(storageKey: string, storage: () => Storage | undefined): InterestListStore {
  const listeners = new Set<() => void>();

  const load = (): readonly string[] => {
    try {
      return parse(storage()?.getItem(storageKey) ?? null);
    } catch (error) {
      console.error('Error loading stored modules:', error);
      return EMPTY;
    }
  };

  let slugs = load();

  const commit = (next: readonly string[]) => {
    slugs = next;
    try {
      // Stryker disable next-line OptionalChaining: without storage the TypeError is caught below, like a refused write
      storage()?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Quota or private mode: the list still works until the tab closes.
    }
    listeners.forEach((listener) => listener());
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey && event.key !== null) return;
    slugs = load();
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => slugs,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    add(slug) {
      if (slugs.includes(slug)) return false;
      commit([...slugs, slug]);
      return true;
    },
    remove(slug) {
      if (slugs.includes(slug)) commit(slugs.filter((s) => s !== slug));
    },
    clear() {
      commit(EMPTY);
    },
  };
}
