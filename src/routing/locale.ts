import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, isLocale, localeFromPrefix, pathFor, type Locale, type ScreenId } from './route-table';

/** Local-storage key of the visitor's language preference (values `sv` or `en`). */
export const LOCALE_STORAGE_KEY = 'cwLocale';

/** The path's prefix decides; where it names no language, the stored preference; then Swedish. */
export function resolveLocale(pathname: string, stored: string | null | undefined): Locale {
  return localeFromPrefix(pathname) ?? (isLocale(stored) ? stored : DEFAULT_LOCALE);
}

export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // Storage blocked (private mode, sandboxed frame): fall back to the default.
  }
}

const listeners = new Set<() => void>();

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the switch still navigates, only the preference is not kept.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

/**
 * The language the address gives, then the stored preference: only for the two places that
 * choose the language before there is one, `<html lang>` in root.tsx and the layout of paths
 * without a prefix. The stored preference is read only after hydration (the server snapshot is
 * "none"), so the prerendered HTML and the first client render agree.
 *
 * The store's value is the resolved language, not the stored preference: React renders again,
 * at once and unsplit when hydration ends, whatever reads a store whose value differs from the
 * server's, and here that is the whole document. A returning visitor who once chose a language
 * would pay for that render on every page whose address already names its language.
 */
export function useAddressLocale(): Locale {
  const { pathname } = useLocation();
  return useSyncExternalStore(
    subscribe,
    () => resolveLocale(pathname, readStoredLocale()),
    () => resolveLocale(pathname, null),
  );
}

/**
 * The page's language, as its layout gave it to react-intl: the one source everything inside a
 * page reads, so the text and the links beside it never disagree.
 */
export function useLocale(): Locale {
  return useIntl().locale;
}

/**
 * Links to screens: a function from a screen id (and a section on it) to its path in the page's
 * language, the one way a page builds a link to another (`<Link screen>` uses it).
 */
export function useScreenHref() {
  const locale = useLocale();
  return (screen: ScreenId, hash?: string) => pathFor(screen, locale) + (hash ? `#${hash}` : '');
}
