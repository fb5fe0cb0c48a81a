/**
 * The articles as files: each bad file fails the build with the file and the field named (one
 * fixture per failure, under article-fixtures/), and a good one reaches every list.
 */
import { join } from 'node:path';
import { sitemapXml } from '../app/resources/sitemap';
import { matchArticlePath } from '../routing/route-table';
import { site } from '../config/site';
import { ArticleFilesError, articlePaths, articlesIn, readArticles, siteArticles } from './articles.server';

const fixtures = (name: string) => join(__dirname, 'article-fixtures', name);

/** The problems the build reports for a fixture, or [] when it reads cleanly. */
function problemsOf(name: string): readonly string[] {
  try {
    readArticles(fixtures(name));
    return [];
  } catch (error) {
    if (error instanceof ArticleFilesError) return error.problems;
    throw error;
  }
}

describe('bad article files fail the build, naming the file and the field', () => {
  it.each([
    ['missing-title', ['src/content/article-fixtures/missing-title/no-title/sv.md: title: missing']],
    ['missing-date', ['src/content/article-fixtures/missing-date/no-date/sv.md: date: missing']],
    [
      'unknown-author',
      [
        'src/content/article-fixtures/unknown-author/stranger/sv.md: author: unknown author "anna-andersson": add it to authors in src/config/site.ts (known: clarity-works)',
      ],
    ],
    [
      'duplicate-slug',
      [
        'src/content/article-fixtures/duplicate-slug/second/sv.md: slug: "samma" is also the slug of src/content/article-fixtures/duplicate-slug/first/sv.md',
      ],
    ],
    [
      'missing-pair',
      [
        'src/content/article-fixtures/missing-pair/only-swedish/sv.md: body: links to /en/blog/only-swedish, its en version, but only-swedish/en.md does not exist',
      ],
    ],
    [
      'broken-link',
      [
        'src/content/article-fixtures/broken-link/bad-link/sv.md: body: broken internal link /priser (no page or article has that address)',
      ],
    ],
  ])('%s', (name, expected) => {
    expect(problemsOf(name)).toEqual(expected);
  });

  it('says all of it in the error the build prints', () => {
    expect(() => readArticles(fixtures('missing-title'))).toThrow(
      /article files have 1 problem\(s\):\n {2}src\/content\/article-fixtures\/missing-title\/no-title\/sv\.md: title: missing/,
    );
  });
});

describe('a good article file', () => {
  const articles = readArticles(fixtures('valid'));
  const [en, sv] = [articlesIn('en', articles)[0], articlesIn('sv', articles)[0]];

  it('is read with its front matter, its body as HTML, its table of contents and its reading time', () => {
    expect(sv).toMatchObject({
      slug: 'fixturartikel',
      path: '/blogg/fixturartikel',
      title: 'Fixturartikel',
      dateISO: '2026-01-15',
      updatedISO: '2026-02-01',
      tags: ['Test'],
      cover: 'layers',
      minutesRead: 2,
      authors: [{ id: 'clarity-works', kind: 'organization', name: site.brandName }],
      toc: [{ id: 'section', text: 'Avsnitt' }],
      paths: { sv: '/blogg/fixturartikel', en: '/en/blog/fixture-article' },
    });
    expect(sv.html).toContain('<h2 id="section" tabindex="-1">Avsnitt</h2>');
    // Never revised: its updated day is its publication day.
    expect(en.updatedISO).toBe(en.dateISO);
  });

  it('is in the index of its language, the prerender list, the route table and the sitemap with its hreflang pair', () => {
    expect(articlesIn('sv', articles).map((a) => a.slug)).toEqual(['fixturartikel']);
    expect(articlePaths(articles).sort()).toEqual(['/blogg/fixturartikel', '/en/blog/fixture-article']);
    expect(matchArticlePath('/blogg/fixturartikel')).toEqual({ locale: 'sv', slug: 'fixturartikel' });
    const xml = sitemapXml('https://example.test', articles);
    expect(xml).toContain(
      '<loc>https://example.test/blogg/fixturartikel</loc>\n    <xhtml:link rel="alternate" hreflang="sv" href="https://example.test/blogg/fixturartikel"/>\n    <xhtml:link rel="alternate" hreflang="en" href="https://example.test/en/blog/fixture-article"/>',
    );
  });

  it('has no hreflang pair in the sitemap when it is written in one language only', () => {
    const [swedish] = articlesIn('sv', articles);
    const alone = { ...swedish, paths: { sv: swedish.path } };
    expect(sitemapXml('https://example.test', [alone])).toContain(
      '<url>\n    <loc>https://example.test/blogg/fixturartikel</loc>\n  </url>',
    );
  });
});

describe("the site's articles", () => {
  const articles = siteArticles();

  it('are the AI Act article and the two that the teasers announced, each in both languages', () => {
    expect(articlesIn('sv', articles).map((a) => a.path)).toEqual([
      '/blogg/5-steg-ai-i-teamet',
      '/blogg/fran-stress-till-klarhet',
      '/blogg/ai-forordningen',
    ]);
    for (const article of articles) expect(Object.keys(article.paths).sort()).toEqual(['en', 'sv']);
  });

  it("keep the AI Act article's sections under the anchors it had", () => {
    for (const locale of ['sv', 'en'] as const) {
      const aiAct = articlesIn(locale, articles).find((a) => a.dateISO === '2025-09-24');
      expect(aiAct?.toc.map((entry) => entry.id)).toEqual([
        'introduction',
        'focus-areas',
        'scenarios',
        'timeline',
        'mistakes',
        'conclusion',
        'services',
      ]);
      expect(aiAct?.updatedISO).toBe('2026-11-23');
    }
  });

  it('keep a dash with the word before it and a hyphenated word whole in their headings, the text unchanged', () => {
    const aiAct = (locale: 'sv' | 'en') => articlesIn(locale, articles).find((a) => a.dateISO === '2025-09-24')!;
    expect(aiAct('sv').html).toContain(
      '<h2 id="mistakes" tabindex="-1">Vanliga <span class="nowrap">misstag –</span> och',
    );
    expect(aiAct('sv').toc.find((entry) => entry.id === 'mistakes')?.text).toBe(
      'Vanliga misstag – och hur ni undviker dem',
    );
    expect(aiAct('en').html).toMatch(
      /<h3[^>]*>“We will wait until the <span class="nowrap">high-risk<\/span> requirements/,
    );
  });
});
