import { useLocation, useMatches } from 'react-router';
import { site } from '../config/site';
import { useT } from '../i18n/useT';
import type { PageMessagesData } from '../i18n/page-messages.server';
import type { PageHeadData } from '../routing/page-head-data';
import { absoluteUrl, isIndexed, matchScreen } from '../routing/route-table';

/**
 * The head tags of the current page: title, description and canonical URL (its Open Graph tags
 * and hreflang pairs are HeadExtras', below). React 19 hoists them into <head>, so they are in
 * the prerendered HTML and follow client-side navigation.
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
  return (
    <>
      <title>{t(screen.title)}</title>
      <meta name="description" content={t(screen.description)} />
      {!isIndexed(screen) && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={absoluteUrl(site.url, screen.paths[locale])} />
    </>
  );
}

/**
 * The page's Open Graph tags, hreflang pairs, feed link, share image tags and structured data,
 * computed by its loader at build time (src/seo/head-extras.server.ts): from its data, so they
 * follow client-side navigation like the tags above, and no page's script computes them. React
 * hoists the links and metas into <head>; the JSON-LD stays where it is rendered, at the top of
 * <body>, where search engines read it as well.
 */
export function HeadExtras() {
  const matches = useMatches();
  const extras = (matches[matches.length - 1]?.data as PageMessagesData | undefined)?.headExtras;
  if (!extras) return null;
  return (
    <>
      {extras.links.map((attributes) => (
        <link key={attributes.hrefLang ?? attributes.type} {...attributes} />
      ))}
      {extras.meta.map((attributes) => (
        <meta key={attributes.property ?? attributes.name} {...attributes} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: extras.jsonLd }} />
    </>
  );
}
