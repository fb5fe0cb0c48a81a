/**
 * The two locale hooks as the pages use them: the address's language (with the stored
 * preference where the address names none, following a change in this or another tab), and
 * links to screens in the page's language.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { catalogs } from '../test/render';
import { ARIA_LOCALES, LOCALE_STORAGE_KEY, storeLocale, useAddressLocale, useScreenHref } from './locale';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

afterEach(() => window.localStorage.clear());

describe('useAddressLocale', () => {
  it('takes the language from the address, whatever is stored', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'sv');
    expect(renderHook(() => useAddressLocale(), { wrapper: at('/en/about') }).result.current).toBe('en');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(renderHook(() => useAddressLocale(), { wrapper: at('/om-oss') }).result.current).toBe('sv');
  });

  it('follows the stored preference on an address without a language, as it changes', () => {
    const { result, unmount } = renderHook(() => useAddressLocale(), { wrapper: at('/no-such-page') });
    expect(result.current).toBe('sv');
    act(() => storeLocale('en'));
    expect(result.current).toBe('en');
    // Another tab chose Swedish: its storage event brings the change here.
    act(() => {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, 'sv');
      window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY }));
    });
    expect(result.current).toBe('sv');
    unmount();
    // Unmounted, it no longer listens: a later change reaches nothing (and throws nothing).
    expect(() => storeLocale('en')).not.toThrow();
  });

  it('stops listening to other tabs once the page unmounts', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useAddressLocale(), { wrapper: at('/no-such-page') });
    unmount();
    expect(removed.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    removed.mockRestore();
  });
});

describe('useScreenHref', () => {
  const intl =
    (locale: 'sv' | 'en') =>
    ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={catalogs[locale]}>
        {children}
      </IntlProvider>
    );

  it('links to a screen, and a section on it, in the page’s language', () => {
    const sv = renderHook(() => useScreenHref(), { wrapper: intl('sv') }).result.current;
    const en = renderHook(() => useScreenHref(), { wrapper: intl('en') }).result.current;
    expect(sv('contact')).toBe('/kontakt');
    expect(en('contact')).toBe('/en/contact');
    expect(en('clarityForYou', 'faq')).toBe('/en/services/clarity-for-you#faq');
    expect(sv('about', '')).toBe('/om-oss');
  });
});

it('gives React Aria the Swedish and British English locales', () => {
  expect(ARIA_LOCALES).toEqual({ sv: 'sv-SE', en: 'en-GB' });
  expect(LOCALE_STORAGE_KEY).toBe('cwLocale');
});
