import { useLocation, useMatches } from 'react-router';
import { site } from '../config/site';
import { useT } from '../i18n/useT';
import type { PageHeadData } from './page-head-data';
import { absoluteUrl, isIndexed, LOCALES, matchScreen, type Locale } from '../routing/route-table';

const OG_LOCALES: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' };

/**
 * The head tags of the current page: title, description, canonical URL, Open Graph and hreflang
 * alternates. React 19 hoists them into <head>, so they are in the prerendered HTML and follow
 * client-side navigation.
 */
export function PageHead() {
  const t = useT();
  const { pathname } = useLocation();
  const match = matchScreen(pathname);
  const matches = useMatches();
  // A page read from a file (an article) renders its own head (FilePageHead): only its code carries it.
  if ((matches[matches.length - 1]?.data as { head?: PageHeadData } | undefined)?.head) return null;

  if (!match) {
    return (
      <>
        <title>{t('notFound.meta.title')}</title>
        <meta name="description" content={t('notFound.meta.description')} />
        <meta name="robots" content="noindex" />
      </>
    );
  }

  const { screen, locale } = match;
  const title = t(screen.title);
  const description = t(screen.description);
  const canonical = absoluteUrl(site.url, screen.paths[locale]);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {!isIndexed(screen) && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {LOCALES.map((alternate) => (
        <link
          key={alternate}
          rel="alternate"
          hrefLang={alternate}
          href={absoluteUrl(site.url, screen.paths[alternate])}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(site.url, screen.paths.sv)} />
    </>
  );
}
