/**
 * The blog's Atom feed per language (`/blogg/feed.xml`, `/en/blog/feed.xml`), written at build
 * time from the article files. Atom rather than RSS 2.0: its entries name their author by name
 * (RSS's `<author>` is an e-mail address) and its dates are ISO 8601, as the articles' are.
 */
import type { Article } from '../content/article-types';
import { articlesIn } from '../content/articles.server';
import { absoluteUrl, LOCALES, pathFor, type Locale } from '../routing/route-table';
import type { Catalog } from './site-pages.server';

/** Where a language's feed is served. */
export function feedPath(locale: Locale): string {
  return `${pathFor('blog', locale)}/feed.xml`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An article's day (YYYY-MM-DD) as the date-time Atom asks for: the day's start, UTC. */
function atomDate(day: string): string {
  return `${day}T00:00:00Z`;
}

function entry(origin: string, article: Article): string {
  const url = escapeXml(absoluteUrl(origin, article.path));
  const authors = article.authors.map(
    (author) =>
      `<author><name>${escapeXml(author.name)}</name>${author.linkedInUrl ? `<uri>${escapeXml(author.linkedInUrl)}</uri>` : ''}</author>`,
  );
  const categories = article.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`);
  return [
    '<entry>',
    `<id>${url}</id>`,
    `<title>${escapeXml(article.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${url}"/>`,
    `<published>${atomDate(article.dateISO)}</published>`,
    `<updated>${atomDate(article.updatedISO)}</updated>`,
    ...authors,
    `<summary>${escapeXml(article.description)}</summary>`,
    ...categories,
    '</entry>',
  ].join('\n');
}

/** The feed's title: the blog page's (its catalog title, e.g. "Blogg – AI, team och förändring | Clarity Works"). */
export function feedTitle(catalog: Catalog): string {
  return blogMessage(catalog, 'blog.meta.title');
}

function blogMessage(catalog: Catalog, id: string): string {
  const text = catalog[id];
  if (!text) throw new Error(`feeds: the catalog has no ${id}`);
  return text;
}

/** The Atom document of a language's articles, newest first. */
export function atomFeed(locale: Locale, origin: string, catalog: Catalog, articles: readonly Article[]): string {
  const entries = articlesIn(locale, articles);
  const blogUrl = escapeXml(absoluteUrl(origin, pathFor('blog', locale)));
  // The feed changes when an article is added or revised: its newest day. An empty blog's feed
  // has no day of its own, so it takes the Unix epoch rather than the build's clock (a build
  // of the same files writes the same feed).
  const updated =
    entries
      .map((article) => article.updatedISO)
      .sort()
      .at(-1) ?? '1970-01-01';
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `<id>${blogUrl}</id>`,
    `<title>${escapeXml(feedTitle(catalog))}</title>`,
    `<subtitle>${escapeXml(blogMessage(catalog, 'blog.meta.description'))}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(origin, feedPath(locale)))}"/>`,
    `<link rel="alternate" type="text/html" href="${blogUrl}"/>`,
    `<updated>${atomDate(updated)}</updated>`,
    ...entries.map((article) => entry(origin, article)),
    '</feed>',
    '',
  ].join('\n');
}

/** Every language's feed: path → document. */
export function siteFeeds(
  origin: string,
  catalogs: Record<Locale, Catalog>,
  articles: readonly Article[],
): Record<string, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [feedPath(locale), atomFeed(locale, origin, catalogs[locale], articles)]),
  );
}
