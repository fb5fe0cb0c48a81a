// @vitest-environment node
/**
 * The blog's feeds, read back with a feed reader's parser (@rowanmanning/feed-parser): one per
 * language, every article of that language in it with its title, link, dates, summary and author.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { join } from 'node:path';
import { readArticles, siteArticles } from '../content/articles.server';
import { atomFeed, feedPath, siteFeeds } from './feeds.server';
import { readCatalogs } from './site-pages.server';

const catalogs = readCatalogs();
const origin = 'https://example.test';
const fixtureArticles = readArticles(join(__dirname, '../content/article-fixtures/valid'));

describe('the feeds', () => {
  it('are one per language, under the blog', () => {
    expect(Object.keys(siteFeeds(origin, catalogs, siteArticles()))).toEqual(['/blogg/feed.xml', '/en/blog/feed.xml']);
    expect(feedPath('en')).toBe('/en/blog/feed.xml');
  });

  it.each(['sv', 'en'] as const)('in %s parse as Atom with each article of the language', (locale) => {
    const feed = parseFeed(atomFeed(locale, origin, catalogs[locale], siteArticles()));
    expect(feed.meta.type).toBe('atom');
    expect(feed.language).toBe(locale);
    expect(feed.title).toBe(catalogs[locale]['blog.meta.title']);
    expect(feed.url).toBe(`${origin}${locale === 'sv' ? '/blogg' : '/en/blog'}`);
    const own = siteArticles().filter((article) => article.locale === locale);
    expect(feed.items).toHaveLength(own.length);
    for (const item of feed.items) {
      const article = own.find((candidate) => `${origin}${candidate.path}` === item.url);
      expect(article).toBeDefined();
      expect(item.title).toBe(article!.title);
      expect(item.description).toBe(article!.description);
      expect(item.published?.toISOString()).toBe(`${article!.dateISO}T00:00:00.000Z`);
      expect(item.updated?.toISOString()).toBe(`${article!.updatedISO}T00:00:00.000Z`);
      expect(item.authors.map((author) => author.name)).toEqual(['Clarity Works']);
    }
  });

  it('carry a new article, with its revision day as its update and the feed’s', () => {
    const feed = parseFeed(atomFeed('sv', origin, catalogs.sv, fixtureArticles));
    expect(
      feed.items.map((item) => [item.title, item.url, item.published?.toISOString(), item.updated?.toISOString()]),
    ).toEqual([
      ['Fixturartikel', `${origin}/blogg/fixturartikel`, '2026-01-15T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    ]);
    expect(feed.updated?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(feed.items[0].categories.map((category) => category.term)).toEqual(['Test']);
  });

  it('escape what XML would read as markup', () => {
    const [article] = fixtureArticles.filter((candidate) => candidate.locale === 'sv');
    const tricky = { ...article, title: 'AI & <team> "nu"', description: 'Före & efter' };
    const feed = parseFeed(atomFeed('sv', origin, catalogs.sv, [tricky]));
    expect(feed.items[0].title).toBe('AI & <team> "nu"');
    expect(feed.items[0].description).toBe('Före & efter');
  });
});
