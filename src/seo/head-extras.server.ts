/**
 * The head tags a page gets from its loader rather than from its script: its Open Graph tags and
 * hreflang pairs (a screen's), its language's feed link, its share image (og:image with its size
 * and alt, the large X/Twitter card) and its structured data (JSON-LD). Computed by each page's loader at build time, so they reach the
 * prerendered HTML and the page's `.data` file alike, and a page reached by client-side
 * navigation gets its own tags, not those of the page the visitor started on. The code that
 * computes them never reaches a page's script; the page renders them with HeadExtras.
 */
import { absoluteUrl, DEFAULT_LOCALE, LOCALES, SCREENS, type Locale } from '../routing/route-table';
import { site } from '../config/site';
import { feedPath, feedTitle } from './feeds.server';
import { isShared, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageOf } from './share-image-paths';
import { LOGO_PATH, serialiseJsonLd, structuredData } from './structured-data.server';
import { readCatalogs, sitePages, type Catalog, type SitePage } from './site-pages.server';

/** One element's attributes, as React props. */
type Attributes = Record<string, string>;

export interface HeadExtrasData {
  links: Attributes[];
  meta: Attributes[];
  /** The page's JSON-LD graph, serialised. */
  jsonLd: string;
}

/** A page's share image: its URL and alt text (the title the card shows, or the brand's name). */
export function shareImageFor(page: SitePage, origin: string): { url: string; alt: string } | undefined {
  if (!isShared(page)) return undefined;
  const { path, title } = shareImageOf(page);
  return { url: absoluteUrl(origin, path), alt: title ? page.title : site.brandName };
}

const OG_LOCALES: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' };

/**
 * A screen's Open Graph tags and hreflang pairs (an article's are FilePageHead's): from the
 * route table and the catalogs at build time, so no page's script carries the code for them.
 */
function screenTags(page: SitePage, origin: string): { links: Attributes[]; meta: Attributes[] } {
  const screen = SCREENS.find((candidate) => candidate.id === page.screenId);
  if (!screen) return { links: [], meta: [] };
  const meta = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brandName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: absoluteUrl(origin, page.path) },
    { property: 'og:locale', content: OG_LOCALES[page.locale] },
  ];
  const links = [...LOCALES, 'x-default' as const].map((hrefLang) => ({
    rel: 'alternate',
    hrefLang,
    href: absoluteUrl(origin, screen.paths[hrefLang === 'x-default' ? DEFAULT_LOCALE : hrefLang]),
  }));
  return { links, meta };
}

export function headExtras(
  page: SitePage,
  pages: readonly SitePage[],
  catalog: Catalog,
  origin: string = site.url,
): HeadExtrasData {
  const image = shareImageFor(page, origin);
  // Without hreflang: a crawler that reads every `rel=alternate hreflang` as a translation of
  // the page would count the feed as one.
  const feed = {
    rel: 'alternate',
    type: 'application/atom+xml',
    title: feedTitle(catalog),
    href: feedPath(page.locale),
  };
  const meta: Attributes[] = image
    ? [
        { property: 'og:image', content: image.url },
        { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
        { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
        { property: 'og:image:alt', content: image.alt },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]
    : [];
  const graph = structuredData({ page, pages, site, origin, image: image?.url ?? absoluteUrl(origin, LOGO_PATH) });
  const screen = screenTags(page, origin);
  return { links: [...screen.links, feed], meta: [...screen.meta, ...meta], jsonLd: serialiseJsonLd(graph) };
}

let cache: { pages: SitePage[]; catalogs: Record<string, Catalog> } | undefined;

/** The extras of the page at `pathname` (a loader's request), or none for an address with no page. */
export function headExtrasAt(pathname: string): HeadExtrasData | undefined {
  cache ??= (() => {
    const catalogs = readCatalogs();
    return { pages: sitePages(catalogs), catalogs };
  })();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = cache.pages.find((candidate) => candidate.path === path);
  return page && headExtras(page, cache.pages, cache.catalogs[page.locale]);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function element(tag: string, attributes: Attributes): string {
  const list = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  return `<${tag}${list.join('')}>`;
}

/** The extras as HTML, for a page that renders none itself (the not-found pages have no loader). */
export function headExtrasHtml({ links, meta, jsonLd }: HeadExtrasData): string {
  return [
    ...links.map((attributes) => element('link', attributes)),
    ...meta.map((attributes) => element('meta', attributes)),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('');
}
