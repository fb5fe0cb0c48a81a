/**
 * The article page's route loader, run at build time for each prerendered article: the article
 * read from its file (src/content/articles.server.ts), the blog's messages, and what the head
 * tags and the language switch need.
 */
import en from 'virtual:catalog/en';
import sv from 'virtual:catalog/sv';
import type { PageHeadData } from '../../routing/page-head-data';
import { LOCALES, matchArticlePath, pathFor, type Locale } from '../../routing/route-table';
import type { Article } from '../../content/article-types';
import { articlesIn } from '../../content/articles.server';
import { isPageMessage, pickMessages } from '../../i18n/catalog-split';
import type { CompiledCatalog } from '../../i18n/messages';
import { headExtrasAt, type HeadExtrasData } from '../../seo/head-extras.server';

/** Each language's whole catalog, from which a page's messages are picked. */
const CATALOGS: Record<Locale, typeof sv> = { sv, en };

export interface ArticlePageData {
  messages: Partial<CompiledCatalog>;
  article: Article;
  head: PageHeadData;
  headExtras?: HeadExtrasData;
}

export function articleHead(article: Article): PageHeadData {
  const switchTo = Object.fromEntries(
    LOCALES.map((locale) => [locale, article.paths[locale] ?? pathFor('blog', locale)]),
  ) as Record<Locale, string>;
  return {
    title: article.title,
    description: article.description,
    path: article.path,
    languages: article.paths,
    switchTo,
    article: {
      publishedISO: article.dateISO,
      modifiedISO: article.updatedISO,
      authors: article.authors.map((author) => author.name),
      tags: article.tags,
    },
  };
}

export function loadArticle({ request }: { request: Request }): ArticlePageData {
  const match = matchArticlePath(new URL(request.url).pathname);
  const article = match && articlesIn(match.locale).find((candidate) => candidate.slug === match.slug);
  // Only the articles' own paths are prerendered, so this is a build error, never a visitor's.
  if (!match || !article) throw new Error(`No article at ${request.url}`);
  const catalog = CATALOGS[match.locale];
  return {
    messages: pickMessages(catalog, (id) => isPageMessage('blog', id)),
    article,
    head: articleHead(article),
    headExtras: headExtrasAt(article.path),
  };
}
