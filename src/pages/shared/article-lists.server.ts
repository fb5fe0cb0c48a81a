/**
 * Route loaders of the pages that list articles, run at build time: the page's messages and
 * the articles in its language, newest first, as the lists show them (no bodies).
 */
import { DEFAULT_LOCALE, matchScreen } from '../../routing/route-table';
import type { Article, ArticleSummary } from '../../content/article-types';
import { articlesIn } from '../../content/articles.server';
import { loadPageMessages, type PageMessagesData } from '../../i18n/page-messages.server';
import { clientProof, type ClientProof } from './proof.server';

export interface ArticleListData extends PageMessagesData {
  articles: ArticleSummary[];
}

export function summary(article: Article): ArticleSummary {
  const { slug, locale, path, title, description, dateISO, updatedISO, minutesRead, tags, cover } = article;
  return { slug, locale, path, title, description, dateISO, updatedISO, minutesRead, tags, cover };
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
