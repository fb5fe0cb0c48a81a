/**
 * The articles, read from their files at build time: one folder per article under
 * src/content/articles/, with `sv.md` and/or `en.md`, each a YAML front matter and a Markdown
 * body. A file that is wrong fails the build with a message naming the file and the field.
 *
 * Node only (it reads the disk): the route loaders, the prerender list, the sitemap, the feeds
 * and the share images use it, all at build time.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ARTICLE_SLUG, articlePath, LOCALES, matchArticlePath, matchScreen, type Locale } from '../routing/route-table';
import { AUTHORS, type Author } from '../config/site';
import { renderMarkdown } from './article-markdown.server';
import { ARTICLE_COVERS, type Article, type ArticleAuthor, type ArticleCover } from './article-types';

/** Where the owner adds an article: a folder here, then the build. Read from the project root. */
export const ARTICLES_DIR = resolve(process.cwd(), 'src/content/articles');

// The teaser's rule too (src/features/blog-teaser/teaser.ts): 200 words a minute, never under 2.
const WORDS_PER_MINUTE = 200;
const MIN_MINUTES = 2;
const FIELDS = ['title', 'description', 'date', 'updated', 'author', 'tags', 'cover', 'slug'] as const;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Every problem of every file, one line each: `<file>: <field>: <what is wrong>`. */
export class ArticleFilesError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The article files have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ArticleFilesError';
  }
}

interface ParsedFile {
  folder: string;
  locale: Locale;
  file: string;
  article: Article;
  links: string[];
  /** Every heading's anchor, for links into the article. */
  anchors: string[];
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads one language file; its problems go to `report`, and it returns undefined when it has any. */
function parseFile(
  path: string,
  file: string,
  folder: string,
  locale: Locale,
  authors: Record<string, Author>,
  report: (field: string, problem: string) => void,
): ParsedFile | undefined {
  const before = { count: 0 };
  const problem = (field: string, text: string) => {
    before.count += 1;
    report(field, text);
  };
  const source = readFileSync(path, 'utf8');
  const split = FRONT_MATTER.exec(source);
  if (!split) {
    problem('front matter', 'missing: the file must start with a front matter block between two "---" lines');
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(split[1]);
  } catch (error) {
    problem('front matter', `not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
  const fm = (data ?? {}) as Record<string, unknown>;
  if (typeof fm !== 'object' || Array.isArray(fm)) {
    problem('front matter', 'must be a list of "field: value" lines');
    return undefined;
  }
  for (const key of Object.keys(fm)) {
    if (!(FIELDS as readonly string[]).includes(key)) problem(key, `unknown field (known: ${FIELDS.join(', ')})`);
  }
  const text = (field: string, required: boolean): string | undefined => {
    const value = fm[field];
    if (value === undefined || value === null || value === '') {
      if (required) problem(field, 'missing');
      return undefined;
    }
    if (typeof value !== 'string' || !value.trim()) {
      problem(field, 'must be text');
      return undefined;
    }
    return value.trim();
  };
  const title = text('title', true);
  const description = text('description', true);
  const date = text('date', true);
  if (date && !isRealDate(date)) problem('date', `"${date}" is not a date written YYYY-MM-DD`);
  const updated = text('updated', false);
  if (updated && !isRealDate(updated)) problem('updated', `"${updated}" is not a date written YYYY-MM-DD`);
  if (updated && date && updated < date) problem('updated', `${updated} is before the date ${date}`);

  const authorIds: unknown = typeof fm.author === 'string' ? [fm.author] : fm.author;
  const isIdList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string');
  if (authorIds === undefined) problem('author', 'missing');
  else if (!isIdList(authorIds)) problem('author', 'must be an author id or a list of them');
  const articleAuthors: ArticleAuthor[] = [];
  // A list that is not one of ids has its own line above, not one more per item.
  for (const id of isIdList(authorIds) ? authorIds : []) {
    const author = authors[id];
    if (!author) {
      const known = Object.keys(authors).join(', ') || 'none';
      problem('author', `unknown author "${id}": add it to authors in src/config/site.ts (known: ${known})`);
    } else {
      articleAuthors.push({
        id,
        kind: author.kind,
        name: author.name,
        ...(author.role ? { role: author.role[locale] } : {}),
        ...(author.photoUrl ? { photoUrl: author.photoUrl } : {}),
        ...(author.linkedInUrl ? { linkedInUrl: author.linkedInUrl } : {}),
      });
    }
  }

  const tags = fm.tags ?? [];
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string' || !tag.trim()))
    problem('tags', 'must be a list of words, e.g. [HR, Ledarskap]');
  const cover = fm.cover;
  if (!(ARTICLE_COVERS as readonly unknown[]).includes(cover))
    problem('cover', `must be one of ${ARTICLE_COVERS.join(', ')}`);
  const slug = fm.slug === undefined ? folder : fm.slug;
  if (typeof slug !== 'string' || !ARTICLE_SLUG.test(slug))
    problem('slug', 'must be lower-case letters, digits and single hyphens, e.g. "ai-i-teamet"');

  const body = renderMarkdown(source.slice(split[0].length));
  let depth = 1;
  for (const heading of body.headings) {
    // An empty heading is an empty entry for a screen reader's list of headings.
    if (heading.text.trim() === '')
      problem('body', `an empty level ${heading.depth} heading: give it words or remove it`);
    else if (heading.depth === 1)
      problem('body', `"# ${heading.text}": the title is the page's only h1; start sections with ##`);
    else if (heading.depth > depth + 1)
      problem('body', `"${heading.text}" is a level ${heading.depth} heading after level ${depth}: skip no level`);
    depth = heading.depth;
  }
  for (const name of body.unknownDirectives) problem('body', `unknown call-out ":::${name}" (known: note)`);
  if (body.words === 0) problem('body', 'empty');

  if (before.count > 0 || !title || !description || !date || typeof slug !== 'string') return undefined;
  return {
    folder,
    locale,
    file,
    links: body.links,
    anchors: body.headings.map((heading) => heading.id),
    article: {
      slug,
      locale,
      path: articlePath(locale, slug),
      title,
      description,
      dateISO: date,
      updatedISO: updated ?? date,
      minutesRead: Math.max(MIN_MINUTES, Math.ceil(body.words / WORDS_PER_MINUTE)),
      tags: (tags as string[]).map((tag) => tag.trim()),
      cover: cover as ArticleCover,
      html: body.html,
      toc: body.headings.filter((h) => h.depth === 2).map(({ id, text: heading }) => ({ id, text: heading })),
      authors: articleAuthors,
      paths: {},
    },
  };
}

/** The path and anchor of an internal link (`/mallar#plan`); undefined for any other link. */
function internalLink(url: string): { path: string; anchor?: string } | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const anchor = /#(.+)$/.exec(url)?.[1];
  return { path: url.replace(/[?#].*$/, '') || '/', ...(anchor ? { anchor } : {}) };
}

/** Whether a link's anchor is one the page it leads to carries (a page that lists none takes any). */
function hasAnchor(path: string, anchor: string | undefined, byPath: Map<string, ParsedFile>): boolean {
  if (!anchor) return true;
  const article = byPath.get(path);
  if (article) return article.anchors.includes(anchor);
  const screen = matchScreen(path);
  const anchors = screen?.screen.anchors?.[screen.locale];
  return !anchors || anchors.includes(anchor);
}

/**
 * Reads, checks and renders every article under `dir`. Throws an ArticleFilesError listing
 * every problem: a missing or malformed field, an unknown author, two articles with one slug,
 * a link to a language version that does not exist, a broken internal link.
 */
export function readArticles(dir = ARTICLES_DIR, authors: Record<string, Author> = AUTHORS): Article[] {
  const problems: string[] = [];
  const parsed: ParsedFile[] = [];
  const folders = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => statSync(join(dir, name)).isDirectory())
        .sort()
    : [];
  const show = (path: string) => relative(process.cwd(), path);
  for (const folder of folders) {
    const folderPath = join(dir, folder);
    if (!ARTICLE_SLUG.test(folder))
      problems.push(`${show(folderPath)}: folder name: lower-case letters, digits and single hyphens only`);
    const files = readdirSync(folderPath).filter((name) => name.endsWith('.md'));
    for (const name of files) {
      const locale = name.slice(0, -3) as Locale;
      const file = show(join(folderPath, name));
      if (!LOCALES.includes(locale)) {
        problems.push(`${file}: file name: a language file is named ${LOCALES.map((l) => `${l}.md`).join(' or ')}`);
        continue;
      }
      const result = parseFile(join(folderPath, name), file, folder, locale, authors, (field, problem) =>
        problems.push(`${file}: ${field}: ${problem}`),
      );
      if (result) parsed.push(result);
    }
    if (files.length === 0) problems.push(`${show(folderPath)}: files: no sv.md or en.md`);
  }

  // One slug names one article in a language.
  const byPath = new Map<string, ParsedFile>();
  for (const entry of parsed) {
    const other = byPath.get(entry.article.path);
    if (other) problems.push(`${entry.file}: slug: "${entry.article.slug}" is also the slug of ${other.file}`);
    else byPath.set(entry.article.path, entry);
  }

  // The language versions of a folder are each other's hreflang pairs.
  for (const entry of parsed) {
    for (const pair of parsed.filter((other) => other.folder === entry.folder))
      entry.article.paths[pair.locale] = pair.article.path;
  }

  for (const entry of parsed) {
    for (const url of entry.links) {
      const link = internalLink(url);
      if (!link) continue;
      const { path, anchor } = link;
      if (matchScreen(path) || byPath.has(path)) {
        if (!hasAnchor(path, anchor, byPath))
          problems.push(`${entry.file}: body: broken internal link ${url} (that page has no anchor "${anchor}")`);
        continue;
      }
      // A link to this article's own other language, by its slug or folder name: the missing file
      // is the answer. Any other article address is simply broken.
      const article = matchArticlePath(path);
      const toOwnOtherLanguage =
        article && article.locale !== entry.locale && [entry.article.slug, entry.folder].includes(article.slug);
      if (toOwnOtherLanguage && !entry.article.paths[article.locale]) {
        problems.push(
          `${entry.file}: body: links to ${url}, its ${article.locale} version, but ${entry.folder}/${article.locale}.md does not exist`,
        );
      } else {
        problems.push(`${entry.file}: body: broken internal link ${url} (no page or article has that address)`);
      }
    }
  }

  if (problems.length > 0) throw new ArticleFilesError(problems);
  return parsed.map((entry) => entry.article);
}

let cached: Article[] | undefined;

/** The site's articles, read once per build. */
export function siteArticles(): Article[] {
  cached ??= readArticles();
  return cached;
}

/** The articles in a language, newest first. */
export function articlesIn(locale: Locale, articles: readonly Article[] = siteArticles()): Article[] {
  return articles
    .filter((article) => article.locale === locale)
    .sort((a, b) => b.dateISO.localeCompare(a.dateISO) || a.title.localeCompare(b.title));
}

/**
 * Every article page's path, for the prerender list.
 * @public Read by react-router.config.ts, which knip's production pass does not count as an importer.
 */
export function articlePaths(articles: readonly Article[] = siteArticles()): string[] {
  return articles.map((article) => article.path);
}
