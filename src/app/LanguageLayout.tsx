import { Outlet } from 'react-router';
import { SiteShell } from '../components/layout/SiteShell';
import type { CompiledCatalog } from '../i18n/messages';
import { AppProviders } from './AppProviders';
import { PageHead } from './PageHead';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { Locale } from './route-table';
import { useRouteFocus } from './useRouteFocus';

export interface LanguageLayoutProps {
  locale: Locale;
  messages: CompiledCatalog;
}

/** Every page of one language: providers, head tags, the shell and the page itself. */
export function LanguageLayout({ locale, messages }: LanguageLayoutProps) {
  useRouteFocus();
  return (
    <AppProviders locale={locale} messages={messages}>
      <PageHead />
      <SiteShell>
        <Outlet />
      </SiteShell>
    </AppProviders>
  );
}

/** An error thrown while rendering a page: the error screen, inside the same shell. */
export function LanguageErrorBoundary({ locale, messages }: LanguageLayoutProps) {
  return (
    <AppProviders locale={locale} messages={messages}>
      <SiteShell>
        <RouteErrorScreen />
      </SiteShell>
    </AppProviders>
  );
}
