import { Fragment } from 'react';
import { useLocation, useMatches } from 'react-router';
import { storeLocale, useLocale } from '../../routing/locale';
import type { PageHeadData } from '../../routing/page-head-data';
import { counterpartPath, LOCALES, type Locale } from '../../routing/route-table';
import { useT } from '../../i18n/useT';
import { Link } from '../ui/Link';
import styles from './LanguageSwitcher.module.css';

/** Each language is named in itself, so a visitor who cannot read the current one still finds theirs. */
const OWN_NAMES: Record<Locale, string> = { sv: 'Svenska', en: 'English' };

/**
 * The shown code first, then the language's own name ("SV, Svenska"): a speech-input user who
 * says what they see ("click SV") hits the link (WCAG 2.5.3, label in name), and a screen
 * reader still hears the language named in itself.
 */
function optionName(locale: Locale) {
  return `${locale.toUpperCase()}, ${OWN_NAMES[locale]}`;
}

/**
 * `SV | EN`: each option links to this page's counterpart in that language (so it works
 * without JavaScript too), keeps the hash where the target has the same anchor, and stores
 * the choice as the visitor's preference.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  const { pathname, hash } = useLocation();
  // A page read from a file (an article) says where its other language is, or the nearest page.
  const matches = useMatches();
  const switchTo = (matches[matches.length - 1]?.data as { head?: PageHeadData } | undefined)?.head?.switchTo;
  return (
    <nav aria-label={t('shell.language')} className={[styles.switcher, className].filter(Boolean).join(' ')}>
      {LOCALES.map((locale, index) => (
        <Fragment key={locale}>
          {index > 0 && (
            <span className={styles.separator} aria-hidden="true">
              |
            </span>
          )}
          <Link
            appearance="plain"
            href={switchTo?.[locale] ?? counterpartPath(pathname, locale, hash)}
            lang={locale}
            hrefLang={locale}
            aria-label={optionName(locale)}
            aria-current={locale === current ? 'true' : undefined}
            className={styles.option}
            onPress={() => storeLocale(locale)}
          >
            {locale.toUpperCase()}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
}
