/**
 * The head tags of a page read from a file (an article), rendered by that page: React 19 hoists
 * them into <head> as it does PageHead's. Kept out of PageHead so only the article's own code
 * carries them.
 */
import { site } from '../../config/site';
import type { PageHeadData } from '../../routing/page-head-data';
import { absoluteUrl, LOCALES, type Locale } from '../../routing/route-table';

const OG_LOCALES: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' };

/**
 * The head of a page read from a file (an article): its title, description and dates from the
 * file, hreflang only for the languages it is written in, x-default only when it has Swedish.
 */
export function FilePageHead({ head, locale }: { head: PageHeadData; locale: Locale }) {
  const canonical = absoluteUrl(site.url, head.path);
  const title = `${head.title} | ${site.brandName}`;
  const pairs = LOCALES.filter((alternate) => head.languages[alternate]);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={head.article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {head.article && (
        <>
          <meta property="article:published_time" content={head.article.publishedISO} />
          <meta property="article:modified_time" content={head.article.modifiedISO} />
          {head.article.authors.map((author) => (
            <meta key={author} property="article:author" content={author} />
          ))}
          {head.article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      {pairs.length > 1 &&
        pairs.map((alternate) => (
          <link
            key={alternate}
            rel="alternate"
            hrefLang={alternate}
            href={absoluteUrl(site.url, head.languages[alternate] as string)}
          />
        ))}
      {pairs.length > 1 && head.languages.sv && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(site.url, head.languages.sv)} />
      )}
    </>
  );
}
