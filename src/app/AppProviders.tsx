import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useHref, useNavigate } from 'react-router';
import type { CompiledCatalog } from '../i18n/messages';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '../routing/route-table';

export interface AppProvidersProps {
  locale: Locale;
  messages: CompiledCatalog;
  children: ReactNode;
  /**
   * What a missing or broken message does. On the site it is reported on the console, never
   * thrown: the visitor sees the message's id in its place (or the message unformatted) and the
   * rest of the page keeps working, better than a page that stops rendering over one sentence.
   * react-intl's own handler reports only in development builds; this one reports in every
   * build, so the browser tests (which fail on console errors) catch a page whose messages were
   * not shipped with it. Unit tests pass a handler that fails the test (src/test/intl-errors.ts).
   */
  onIntlError?: IntlConfig['onError'];
}

/**
 * React Router's useHref resolves every href against the current path, which turned
 * `https://calendly.com/…` into `/https:/calendly.com/…`: an absolute URL passes as it is.
 */
function useLinkHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

/**
 * The providers every page needs, set once: react-intl with this language's catalog, React
 * Aria's locale (without it React Aria guesses from the browser, which is wrong while
 * prerendering), and React Aria's router so its links navigate client-side.
 */
export function AppProviders({ locale, messages, children, onIntlError = console.error }: AppProvidersProps) {
  const navigate = useNavigate();
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
      <I18nProvider locale={LANGUAGE_TAGS[locale]}>
        <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
          {children}
        </RouterProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
