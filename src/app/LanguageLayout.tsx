import { useMemo } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SiteShell } from '../components/layout/SiteShell';
import type { CompiledCatalog } from '../i18n/messages';
import type { PageMessagesData } from '../i18n/page-messages.server';
import { AppProviders } from './AppProviders';
import { HeadExtras, PageHead } from './PageHead';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { Locale } from '../routing/route-table';
import { useRouteFocus } from './useRouteFocus';

export interface LanguageLayoutProps {
  locale: Locale;
  /** The shell's messages; the page's own come from its route's loader data. */
  messages: Partial<CompiledCatalog>;
}

/** The shell's messages together with those of the page on screen. */
function useMessagesWithPage(shell: Partial<CompiledCatalog>): CompiledCatalog {
  const matches = useMatches();
  const page = (matches[matches.length - 1]?.data as PageMessagesData | undefined)?.messages;
  return useMemo(() => ({ ...shell, ...page }) as CompiledCatalog, [shell, page]);
}

/** Every page of one language: providers, head tags, the shell and the page itself. */
export function LanguageLayout({ locale, messages }: LanguageLayoutProps) {
  useRouteFocus();
  return (
    <AppProviders locale={locale} messages={useMessagesWithPage(messages)}>
      <PageHead />
      <HeadExtras />
      <SiteShell>
        <Outlet />
      </SiteShell>
    </AppProviders>
  );
}

/** An error thrown while rendering a page: the error screen, inside the same shell. */
export function LanguageErrorBoundary({ locale, messages }: LanguageLayoutProps) {
  return (
    <AppProviders locale={locale} messages={messages as CompiledCatalog}>
      <SiteShell>
        <RouteErrorScreen />
      </SiteShell>
    </AppProviders>
  );
}
