/**
 * The parts of the build that are files and head tags, not pages (a step of postbuild.ts, after
 * the prerender): the blog's Atom feeds, linked from the head of every page in their language,
 * each page's structured data (JSON-LD) with the logo it names, each page's share image
 * (og:image) with its head tags, and the templates as files (the templates page's loader
 * stated their sizes from the same content).
 * Written into the prerendered HTML rather than rendered by React: no byte of them enters a
 * page's script (the content routes' JS is at its budget, scripts/size-budgets.json), and the
 * head tags of a prerendered page are what feed readers and crawlers read.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLIENT_DIR, htmlFileForPath } from '../server/build-paths';
import { FAVICON_SVG } from '../src/app/favicon';
import { absoluteUrl, LOCALES } from '../src/routing/route-table';
import { site } from '../src/config/site';
import { siteArticles } from '../src/content/articles.server';
import { templateFiles } from '../src/content/template-files.server';
import { feedPath, feedTitle, siteFeeds } from '../src/seo/feeds.server';
import {
  cardTitle,
  isShared,
  shareFonts,
  shareImage,
  shareImageOf,
  shareImageTags,
} from '../src/seo/share-images.server';
import { LOGO_PATH, structuredData, structuredDataScript } from '../src/seo/structured-data.server';
import { readCatalogs, sitePages, type Catalog, type SitePage } from '../src/seo/site-pages.server';

/**
 * The site's origin as the pages were built with it (SITE_URL or the default): the home page's
 * canonical URL, so the feeds and the pages never disagree on it.
 */
export function builtOrigin(homeHtml: string): string {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(homeHtml)?.[1];
  if (!canonical) throw new Error('build extras: the home page has no canonical link');
  return new URL(canonical).origin;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The feed link of a page's language. Without hreflang: a crawler that reads every
 * `rel=alternate hreflang` as a translation of the page would count the feed as one.
 */
export function feedLink(page: Pick<SitePage, 'locale'>, catalog: Catalog): string {
  return `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(feedTitle(catalog))}" href="${feedPath(page.locale)}">`;
}

/** `html` with `tags` at the end of its head. */
export function addToHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('build extras: a page without </head>');
  return `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

function writeFile(path: string, content: string | Uint8Array) {
  const file = join(CLIENT_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Draws each shared page's card once (the neutral card once for all the pages that use it) and
 * returns each page's image URL and alt text: the title the card shows, or the brand's name.
 */
async function writeShareImages(pages: readonly SitePage[], origin: string) {
  const shared = pages.filter(isShared).map((page) => ({ page, ...shareImageOf(page) }));
  const cards = new Map(shared.map((entry) => [entry.path, entry.title && cardTitle(entry.title, site.brandName)]));
  const host = new URL(origin).host;
  const fonts = await shareFonts([...cards.values(), site.brandName, host].join(''));
  for (const [path, title] of cards) writeFile(path, await shareImage({ title, brand: site.brandName, host }, fonts));
  return new Map(
    shared.map(({ page, path, title }) => [
      page.path,
      { url: absoluteUrl(origin, path), alt: title ? page.title : site.brandName },
    ]),
  );
}

export async function writeBuildExtras(): Promise<void> {
  const catalogs = readCatalogs();
  const articles = siteArticles();
  const origin = builtOrigin(readFileSync(htmlFileForPath('/'), 'utf8'));
  for (const [path, feed] of Object.entries(siteFeeds(origin, catalogs, articles))) writeFile(path, feed);
  writeFile(LOGO_PATH, FAVICON_SVG);
  for (const locale of LOCALES) {
    for (const file of await templateFiles(locale, catalogs[locale])) writeFile(file.path, file.bytes);
  }
  const pages = sitePages(catalogs, articles);
  const images = await writeShareImages(pages, origin);
  for (const page of pages) {
    const file = htmlFileForPath(page.path);
    const image = images.get(page.path);
    // The site's origin from the build, not site.url: the config's SITE_URL is Vite's, unset here.
    const graph = structuredData({ page, pages, site, origin, image: image?.url ?? absoluteUrl(origin, LOGO_PATH) });
    const tags = [
      feedLink(page, catalogs[page.locale]),
      image ? shareImageTags(image.url, image.alt) : '',
      structuredDataScript(graph),
    ].join('');
    writeFileSync(file, addToHead(readFileSync(file, 'utf8'), tags));
  }
}
