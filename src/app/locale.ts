import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, localeFromPrefix, type Locale } from './route-table';

/** Local-storage key of the visitor's language preference (values `sv` or `en`). */
export const LOCALE_STORAGE_KEY = 'cwLocale';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

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
 * The current page language. The stored preference is read only after hydration (the
 * server snapshot is "none"), so the prerendered HTML and the first client render agree.
 */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  const stored = useSyncExternalStore(subscribe, readStoredLocale, () => null);
  return resolveLocale(pathname, stored);
}

/** React Aria's locale for each language: dates, numbers and its built-in strings. */
export const ARIA_LOCALES: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' };
