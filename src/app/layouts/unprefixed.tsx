/**
 * The layout of a path that names no language (only the not-found page): the visitor's stored
 * preference decides, then Swedish. The prerendered HTML is Swedish; an English preference
 * loads the English catalog after hydration.
 */
import { useEffect, useState } from 'react';
import swedish from 'virtual:catalog/sv/shell';
import type { CompiledCatalog } from '../../i18n/messages';
import { LanguageErrorBoundary, LanguageLayout } from '../LanguageLayout';
import { useAddressLocale } from '../locale';

function useCatalog() {
  const locale = useAddressLocale();
  const [english, setEnglish] = useState<Partial<CompiledCatalog>>();
  useEffect(() => {
    if (locale === 'en' && !english)
      void import('virtual:catalog/en/shell').then((module) => setEnglish(module.default));
  }, [locale, english]);
  return locale === 'en' && english ? { locale, messages: english } : { locale: 'sv' as const, messages: swedish };
}

export default function UnprefixedLayout() {
  return <LanguageLayout {...useCatalog()} />;
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary {...useCatalog()} />;
}
