/**
 * What the pages get of an article: read from its Markdown file at build time
 * (articles.server.ts) and handed to the page as loader data, so this module holds types only.
 */
import type { Locale } from '../routing/route-table';

/** The cover motifs an article may name in its front matter (line scenes: the teaser's cover and the article's hero). */
export const ARTICLE_COVERS = ['layers', 'steps', 'horizon'] as const;
export type ArticleCover = (typeof ARTICLE_COVERS)[number];

/** An article as a list shows it: the blog's index, the home page's teasers, the feed. */
export interface ArticleSummary {
  slug: string;
  locale: Locale;
  /** The article's own path, e.g. `/blogg/ai-forordningen`. */
  path: string;
  title: string;
  description: string;
  dateISO: string;
  /** The day it was last revised; the publication day when it never was. */
  updatedISO: string;
  minutesRead: number;
  tags: readonly string[];
  cover: ArticleCover;
}

export interface ArticleAuthor {
  id: string;
  kind: 'organization' | 'person';
  name: string;
  role?: string;
  photoUrl?: string;
  linkedInUrl?: string;
}

/** The whole article, as its page shows it. */
/** An article as a list of articles shows it: with its date as a reader writes it. */
export interface ArticleListItem extends ArticleSummary {
  /** '24 november 2026' / '24 November 2026': formatted at build time, so the page and its
   * hydration never disagree and no page's script carries a date formatter. */
  dateLabel: string;
}

export interface Article extends ArticleSummary {
  /** The body as HTML, rendered from Markdown at build time. */
  html: string;
  /** The h2 sections, for the table of contents. */
  toc: readonly { id: string; text: string }[];
  authors: readonly ArticleAuthor[];
  /** The article's path in each language it is written in (its hreflang pairs). */
  paths: Partial<Record<Locale, string>>;
}
