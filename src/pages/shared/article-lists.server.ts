/**
 * Route loaders of the pages that list articles, run at build time: the page's messages and
 * the articles in its language, newest first, as the lists show them (no bodies).
 */
import { DEFAULT_LOCALE, LANGUAGE_TAGS, matchScreen } from '../../routing/route-table';
import type { Article, ArticleListItem } from '../../content/article-types';
import { articlesIn } from '../../content/articles.server';
import { loadPageMessages, type PageMessagesData } from '../../i18n/page-messages.server';
import { clientProof, type ClientProof } from './proof.server';

export interface ArticleListData extends PageMessagesData {
  articles: ArticleListItem[];
}

/** A day (YYYY-MM-DD) as a reader in the language writes it: '24 november 2026', '24 November 2026'. */
export function dayLabel(locale: Article['locale'], dateISO: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dateISO}T00:00:00Z`));
}

export function summary(article: Article): ArticleListItem {
  const { slug, locale, path, title, description, dateISO, updatedISO, minutesRead, tags, cover } = article;
  const dateLabel = dayLabel(locale, dateISO);
  return { slug, locale, path, title, description, dateISO, updatedISO, minutesRead, tags, cover, dateLabel };
}

function listArticles(request: Request, limit?: number): ArticleListData {
  const match = matchScreen(new URL(request.url).pathname);
  const articles = match ? articlesIn(match.locale).slice(0, limit).map(summary) : [];
  return { ...loadPageMessages({ request }), articles };
}

/** The blog's index: every article in the language. */
export function loadBlogIndex({ request }: { request: Request }): ArticleListData {
  return listArticles(request);
}

export interface HomeData extends ArticleListData {
  proof: ClientProof;
}

/** The home page: its messages, the three newest articles for the teaser and the client proof set. */
export function loadHome({ request }: { request: Request }): HomeData {
  const locale = matchScreen(new URL(request.url).pathname)?.locale ?? DEFAULT_LOCALE;
  return { ...listArticles(request, 3), proof: clientProof(locale) };
}
