/**
 * Every prerendered page as the build-time extras see it (feeds, structured data): its path,
 * language, name, title and description, read from the route table, the catalogs and the
 * article files. Build time only: nothing here reaches a page's script.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BRAND_NAME } from '../config/brand';
import type { Article } from '../content/article-types';
import { siteArticles } from '../content/articles.server';
import { LOCALES, NOT_FOUND_PATHS, SCREENS, type Locale, type Screen } from '../routing/route-table';

export type Catalog = Record<string, string>;

/** The plain catalogs (i18n/<locale>.json): the head's messages have no placeholders. */
export function readCatalogs(dir = resolve(process.cwd(), 'i18n')): Record<Locale, Catalog> {
  const read = (locale: Locale) => JSON.parse(readFileSync(resolve(dir, `${locale}.json`), 'utf8')) as Catalog;
  return Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<Locale, Catalog>;
}

export interface SitePage {
  path: string;
  locale: Locale;
  /** The screen's id in the route table; undefined for an article and the 404 page. */
  screenId?: string;
  /** The short name a breadcrumb shows: the navigation's label, or the title's first part. */
  name: string;
  title: string;
  description: string;
  article?: Article;
  indexed: boolean;
}

/** The navigation's label of a screen whose id is not its label's. */
const NAV_LABEL: Partial<Record<string, string>> = {
  services: 'nav.offers',
  clarityScore: 'nav.clarityPulse',
};

function message(catalog: Catalog, id: string): string {
  const text = catalog[id];
  if (text === undefined) throw new Error(`site pages: the catalog has no message ${id}`);
  return text;
}

/** "Teampulsens resultat | Clarity Works" → "Teampulsens resultat"; a nav label when there is one. */
function screenName(screen: Screen, catalog: Catalog): string {
  const label = catalog[NAV_LABEL[screen.id] ?? `nav.${screen.id}`];
  return label ?? message(catalog, screen.title).split(' | ')[0].split(' – ')[0];
}

export function sitePages(
  catalogs: Record<Locale, Catalog> = readCatalogs(),
  articles: readonly Article[] = siteArticles(),
): SitePage[] {
  const screens = (SCREENS as readonly Screen[]).flatMap((screen) =>
    LOCALES.map((locale) => ({
      path: screen.paths[locale],
      locale,
      screenId: screen.id,
      name: screenName(screen, catalogs[locale]),
      title: message(catalogs[locale], screen.title),
      description: message(catalogs[locale], screen.description),
      indexed: screen.indexed !== false,
    })),
  );
  const articlePages = articles.map((article) => ({
    path: article.path,
    locale: article.locale,
    name: article.title,
    // As the article's <title> says it (src/pages/article/FilePageHead.tsx).
    title: `${article.title} | ${BRAND_NAME}`,
    description: article.description,
    article,
    indexed: true,
  }));
  const notFound = LOCALES.map((locale) => ({
    path: `${NOT_FOUND_PATHS[locale]}.html`,
    locale,
    name: message(catalogs[locale], 'notFound.meta.title').split(' | ')[0],
    title: message(catalogs[locale], 'notFound.meta.title'),
    description: message(catalogs[locale], 'notFound.meta.description'),
    indexed: false,
  }));
  return [...screens, ...articlePages, ...notFound];
}

/**
 * The pages above a page, home first: each page whose path is a proper prefix of its path
 * (`/erbjudanden` above `/erbjudanden/strategic-clarity`, `/blogg` above an article).
 */
export function breadcrumbTrail(page: SitePage, pages: readonly SitePage[]): SitePage[] {
  const home = pages.find((candidate) => candidate.screenId === 'home' && candidate.locale === page.locale);
  const above = pages.filter(
    (candidate) =>
      candidate.locale === page.locale &&
      candidate.screenId !== 'home' &&
      candidate.path !== page.path &&
      page.path.startsWith(`${candidate.path}/`),
  );
  const trail = [...(home && home !== page ? [home] : []), ...above.sort((a, b) => a.path.length - b.path.length)];
  return [...trail, page];
}
