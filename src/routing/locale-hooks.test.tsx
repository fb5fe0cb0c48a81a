/**
 * The two locale hooks as the pages use them: the address's language (with the stored
 * preference where the address names none, following a change in this or another tab), and
 * links to screens in the page's language.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { catalogs } from '../test/render';
import { LANGUAGE_TAGS } from './route-table';
import { LOCALE_STORAGE_KEY, storeLocale, useAddressLocale, useScreenHref } from './locale';

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

  it('hydrates a page whose address names its language in one render, whatever is stored', async () => {
    // A returning visitor who once chose English opens a Swedish page. Everything that reads
    // the hook (the whole document, in root.tsx) must not render again when hydration ends.
    let renders = 0;
    function Document() {
      renders += 1;
      return <p>{useAddressLocale()}</p>;
    }
    const page = <MemoryRouter initialEntries={['/om-oss']}>{<Document />}</MemoryRouter>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    renders = 0;
    // act() returns once hydration has committed and every render it caused has run.
    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(screen.getByText('sv')).toBeVisible();
    expect(renders).toBe(1);
    container.remove();
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

it('formats dates and numbers (Intl, React Aria) in Swedish and British English', () => {
  expect(LANGUAGE_TAGS).toEqual({ sv: 'sv-SE', en: 'en-GB' });
  expect(LOCALE_STORAGE_KEY).toBe('cwLocale');
});
