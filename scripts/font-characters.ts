/**
 * Which characters each font cut must draw (`npm run fonts`, scripts/subset-fonts.ts). They
 * come from what the site shows, never from its source code: a character written only in a
 * comment or in code is not drawn by any page, so it is not in a cut.
 *
 * - The text face (Source Sans 3): the literal text of every catalog message (i18n/*.json), the
 *   article files (src/content/articles/: title, description, tags, body and author names), the
 *   site's configured facts (src/config/site.ts: brand, address, proof slots, partners…), the
 *   characters the code itself shows (DECLARED_IN_CODE), and what visitors type (TYPED).
 * - The display face (Source Serif 4): only what it draws, the page titles (h1), the wordmark and
 *   the client quote (a pull quote).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readArticles } from '../src/content/articles.server';
import { BRAND_NAME } from '../src/config/brand';
import { AUTHORS, PROOF, site } from '../src/config/site';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CATALOGS = ['i18n/sv.json', 'i18n/en.json'];

/**
 * What visitors type into the forms: letters (the Swedish ones and é as in "Andrée" too),
 * digits, the space and everyday punctuation; and the spaces and minus sign Intl's number and
 * date formats write (no-break, narrow no-break, U+2212).
 */
const TYPED = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZåäöÅÄÖé0123456789 .,:;!?'"()-/@&%+\u00a0\u202f\u2212`;

/**
 * Characters the code shows that no catalog message or article holds: the middle dot written
 * between the footer's legal facts (components/layout/Footer.tsx), a blog teaser's date and
 * reading time (features/blog-teaser/BlogTeaser.tsx) and an article's tags
 * (pages/article/ArticlePage.tsx). A new one goes here, with where it is shown;
 * e2e/layout-shift.spec.ts fails on a page whose first paint needs a character beyond the cuts.
 */
const DECLARED_IN_CODE = '\u00b7';

/** The literal text of a parsed ICU message: what it shows, without its syntax (`{name}`, `<link>`, `#`). */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalText(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join('');
      }
      return '';
    })
    .join('');
}

/** Each catalog's messages by id, as the text they show. */
function catalogTexts(): Map<string, string>[] {
  return CATALOGS.map((file) => {
    const catalog = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, string>;
    return new Map(Object.entries(catalog).map(([id, message]) => [id, literalText(parse(message))]));
  });
}

/** The text of an article's HTML, as shown: tags removed, character references decoded. */
function shownText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(\w+);/g, (reference, name: string) => named[name] ?? reference);
}

/** Every string in a configuration object that a page shows: its values, not its keys, and no addresses of links. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z]+:/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const codePoints = (texts: Iterable<string>) => {
  const points = new Set<number>();
  for (const text of texts) for (const char of text) points.add(char.codePointAt(0) ?? 0);
  return points;
};

/** The characters of the text face's cut (before it is limited to the font file's range). */
export function textCharacters(): Set<number> {
  const articles = readArticles();
  return codePoints([
    TYPED,
    DECLARED_IN_CODE,
    ...catalogTexts().flatMap((catalog) => [...catalog.values()]),
    ...articles.flatMap((article) => [
      article.title,
      article.description,
      ...article.tags,
      shownText(article.html),
      ...stringsOf(article.authors),
    ]),
    ...stringsOf(site),
    ...stringsOf(PROOF),
    ...stringsOf(AUTHORS),
  ]);
}

/**
 * A page's h1 in the catalogs: a namespace's own title (`home.title`, `strategicClarity.title`),
 * which is what every page's header shows (components/layout/PageHeader). A few such titles are
 * not h1s (a dialog's, a section's); they cost the cut little, and e2e/layout-shift.spec.ts
 * fails on a page whose h1 needs a character beyond the cut.
 */
const PAGE_TITLE = /^[^.]+\.title$/;

/**
 * The characters of the display face's cut: the page titles, the articles' titles (their h1s),
 * the wordmark (the brand's name) and the client quote, the one pull quote, once it is set.
 */
export function displayCharacters(): Set<number> {
  const titles = catalogTexts().flatMap((catalog) =>
    [...catalog].filter(([id]) => PAGE_TITLE.test(id)).map(([, text]) => text),
  );
  return codePoints([
    BRAND_NAME,
    ...titles,
    ...readArticles().map((article) => article.title),
    ...stringsOf(PROOF.quote?.text),
  ]);
}
