/**
 * The files the build writes beside the pages (scripts/build-extras.ts), made on request for the
 * dev server (`npm run dev`, scripts/dev-files-plugin.ts): the feeds, the logo the structured
 * data names, a page's share image and the templates as files. From the same modules as the
 * build, read afresh on each request, so an edited article, message or template shows at once.
 */
import { FAVICON_SVG } from '../src/app/favicon';
import { LOCALES, pathFor } from '../src/routing/route-table';
import { site } from '../src/config/site';
import { siteArticles } from '../src/content/articles.server';
import { templateFiles, type TemplateFormat } from '../src/content/template-files.server';
import { siteFeeds } from '../src/seo/feeds.server';
import { isShared, shareImageOf } from '../src/seo/share-image-paths';
import { cardTitle, shareFonts, shareImage } from '../src/seo/share-images.server';
import { LOGO_PATH } from '../src/seo/structured-data.server';
import { readCatalogs, sitePages } from '../src/seo/site-pages.server';

export interface DevFile {
  type: string;
  body: string | Uint8Array;
}

const TEMPLATE_TYPES: Record<TemplateFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file the build would write at `pathname`, or undefined when it writes none there. */
export async function devFile(pathname: string, origin: string = site.url): Promise<DevFile | undefined> {
  if (pathname === LOGO_PATH) return { type: 'image/svg+xml', body: FAVICON_SVG };
  const catalogs = readCatalogs();
  if (pathname.endsWith('/feed.xml')) {
    const feed = siteFeeds(origin, catalogs, siteArticles())[pathname];
    return feed === undefined ? undefined : { type: 'application/atom+xml; charset=utf-8', body: feed };
  }
  if (pathname.startsWith('/share/')) {
    const page = sitePages(catalogs).find(
      (candidate) => isShared(candidate) && shareImageOf(candidate).path === pathname,
    );
    if (!page) return undefined;
    const { title } = shareImageOf(page);
    const card = {
      title: title && cardTitle(title, site.brandName),
      brand: site.brandName,
      host: new URL(origin).host,
    };
    const fonts = await shareFonts([card.title, card.brand, card.host].join(''));
    return { type: 'image/png', body: await shareImage(card, fonts) };
  }
  const locale = LOCALES.find((candidate) => pathname.startsWith(`${pathFor('templates', candidate)}/`));
  if (!locale) return undefined;
  const file = (await templateFiles(locale, catalogs[locale])).find((candidate) => candidate.path === pathname);
  return file && { type: TEMPLATE_TYPES[file.format], body: file.bytes };
}
