/**
 * The layout of a path that names no language (only the not-found page): the visitor's stored
 * preference decides, then the default language. The prerendered HTML is in the default
 * language; another preference loads that language's shell catalog after hydration.
 */
import { useEffect, useState } from 'react';
import defaultShell from 'virtual:catalog/sv/shell';
import type { CompiledCatalog } from '../../i18n/messages';
import { LanguageErrorBoundary, LanguageLayout } from '../LanguageLayout';
import { useAddressLocale } from '../../routing/locale';
import { DEFAULT_LOCALE, type Locale } from '../../routing/route-table';

type Shell = Partial<CompiledCatalog>;

/** The other languages' shell catalogs, each its own chunk, fetched only when preferred. */
const LATER_SHELLS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<{ default: Shell }>> = {
  en: () => import('virtual:catalog/en/shell'),
};

function useCatalog(): { locale: Locale; messages: Shell } {
  const locale = useAddressLocale();
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Shell }>();
  useEffect(() => {
    if (locale !== DEFAULT_LOCALE && loaded?.locale !== locale)
      void LATER_SHELLS[locale]().then((module) => setLoaded({ locale, messages: module.default }));
  }, [locale, loaded]);
  return loaded?.locale === locale ? loaded : { locale: DEFAULT_LOCALE, messages: defaultShell };
}

export default function UnprefixedLayout() {
  return <LanguageLayout {...useCatalog()} />;
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary {...useCatalog()} />;
}
