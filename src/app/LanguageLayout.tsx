import { Outlet } from 'react-router';
import { SiteShell } from '../components/layout/SiteShell';
import { ToastRegion } from '../components/ui/Toast';
import { useT } from '../i18n/useT';
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

/** Every page of one language: providers, head tags, the shell, the page itself, and the toasts. */
export function LanguageLayout({ locale, messages }: LanguageLayoutProps) {
  useRouteFocus();
  return (
    <AppProviders locale={locale} messages={messages}>
      <PageHead />
      <SiteShell>
        <Outlet />
      </SiteShell>
      <Toasts />
    </AppProviders>
  );
}

function Toasts() {
  const t = useT();
  return <ToastRegion label={t('ui.toast.region')} closeLabel={t('ui.toast.close')} />;
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
