/**
 * The parts of the build that are files, not pages (a step of postbuild.ts, after the
 * prerender): the blog's Atom feeds, the logo the structured data names, each page's share image
 * and the templates as files (the templates page's loader stated their sizes from the same
 * content). The head tags that announce them (feed link, og:image, JSON-LD) each page renders
 * from its loader's data (src/seo/head-extras.server.ts), so they follow client-side navigation;
 * only the not-found pages, which have no loader, get theirs written into their HTML here.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLIENT_DIR, htmlFileForPath } from '../server/build-paths';
import { FAVICON_SVG } from '../src/app/favicon';
import { LOCALES } from '../src/routing/route-table';
import { site } from '../src/config/site';
import { siteArticles } from '../src/content/articles.server';
import { templateFiles } from '../src/content/template-files.server';
import { siteFeeds } from '../src/seo/feeds.server';
import { headExtras, headExtrasHtml } from '../src/seo/head-extras.server';
import { isShared, shareImageOf } from '../src/seo/share-image-paths';
import { cardTitle, shareFonts, shareImage } from '../src/seo/share-images.server';
import { LOGO_PATH } from '../src/seo/structured-data.server';
import { readCatalogs, sitePages, type SitePage } from '../src/seo/site-pages.server';

/**
 * The site's origin as the pages were built with it (SITE_URL or the default): the home page's
 * canonical URL, so the feeds and the pages never disagree on it.
 */
export function builtOrigin(homeHtml: string): string {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(homeHtml)?.[1];
  if (!canonical) throw new Error('build extras: the home page has no canonical link');
  return new URL(canonical).origin;
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

/** Draws each shared page's card once (the neutral card once for all the pages that use it). */
async function writeShareImages(pages: readonly SitePage[], origin: string) {
  const cards = new Map(
    pages.filter(isShared).map((page) => {
      const { path, title } = shareImageOf(page);
      return [path, title && cardTitle(title, site.brandName)];
    }),
  );
  const host = new URL(origin).host;
  const fonts = await shareFonts([...cards.values(), site.brandName, host].join(''));
  for (const [path, title] of cards) writeFile(path, await shareImage({ title, brand: site.brandName, host }, fonts));
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
  await writeShareImages(pages, origin);
  // Every other page renders its extras from its loader's data (src/app/PageHead.tsx).
  for (const page of pages.filter((candidate) => !candidate.screenId && !candidate.article)) {
    const file = htmlFileForPath(page.path);
    const tags = headExtrasHtml(headExtras(page, pages, catalogs[page.locale], origin));
    writeFileSync(file, addToHead(readFileSync(file, 'utf8'), tags));
  }
}
