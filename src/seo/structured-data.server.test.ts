// @vitest-environment node
/**
 * The structured data of a page: what the config sets and nothing it does not, where the page
 * sits, and an article's or a package's own node.
 */
import { join } from 'node:path';
import type { Graph } from 'schema-dts';
import { site, type SiteConfig } from '../config/site';
import { readArticles } from '../content/articles.server';
import { readCatalogs, sitePages, type SitePage } from './site-pages.server';
import { serialiseJsonLd, structuredData } from './structured-data.server';

const origin = 'https://example.test';
const catalogs = readCatalogs();
const fixtureArticles = readArticles(join(__dirname, '../content/article-fixtures/valid'));
const pages = sitePages(catalogs, fixtureArticles);
const image = `${origin}/logo.svg`;

function pageAt(path: string): SitePage {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
}

type Node = Record<string, unknown>;
function nodes(graph: Graph): Node[] {
  return graph['@graph'] as unknown as Node[];
}
function nodeOf(graph: Graph, type: string): Node | undefined {
  return nodes(graph).find((node) => node['@type'] === type);
}
const graphOf = (path: string, config: SiteConfig = site) =>
  structuredData({ page: pageAt(path), pages, site: config, origin, image });

describe('the firm in every page’s structured data', () => {
  it('has the name, address, logo and profiles of the config, and no field the config leaves unset', () => {
    const organization = nodeOf(graphOf('/om-oss'), 'Organization');
    expect(organization).toEqual({
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Clarity Works',
      url: `${origin}/`,
      logo: `${origin}/logo.svg`,
      email: site.email,
      sameAs: [site.linkedInUrl, site.xUrl],
    });
  });

  it('carries the registered name, address, organisation number and founder once they are set', () => {
    const config: SiteConfig = {
      ...site,
      xUrl: '',
      legal: {
        name: 'Clarity Works AB',
        organisationNumber: '559123-4567',
        postalAddress: 'Box 123, 111 22 Stockholm',
      },
      founder: { name: 'Anna Exempel' },
    };
    expect(nodeOf(graphOf('/om-oss', config), 'Organization')).toMatchObject({
      legalName: 'Clarity Works AB',
      taxID: '559123-4567',
      address: 'Box 123, 111 22 Stockholm',
      founder: { '@type': 'Person', name: 'Anna Exempel' },
      sameAs: [site.linkedInUrl],
    });
    expect(nodeOf(graphOf('/om-oss', config), 'Organization')?.founder).not.toHaveProperty('sameAs');
  });
});

describe('a page’s place and subject', () => {
  it('is a breadcrumb trail from the home page of its language', () => {
    expect(nodeOf(graphOf('/en/services/strategic-clarity'), 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en` },
      { '@type': 'ListItem', position: 2, name: 'Our services', item: `${origin}/en/services` },
      { '@type': 'ListItem', position: 3, name: 'Strategic Clarity', item: `${origin}/en/services/strategic-clarity` },
    ]);
    expect(nodeOf(graphOf('/'), 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Hem', item: `${origin}/` },
    ]);
  });

  it('makes each package page a Service of the firm, and no other page', () => {
    expect(nodeOf(graphOf('/erbjudanden/clarity-for-teams'), 'Service')).toEqual({
      '@type': 'Service',
      name: 'Clarity for Teams',
      description: catalogs.sv['clarityForTeams.meta.description'],
      url: `${origin}/erbjudanden/clarity-for-teams`,
      provider: { '@id': `${origin}/#organization` },
    });
    for (const path of ['/erbjudanden', '/', '/mallar', '/blogg'])
      expect(nodeOf(graphOf(path), 'Service')).toBeUndefined();
  });

  it('describes an article with its headline, dates, author and image, under the blog', () => {
    const graph = graphOf('/blogg/fixturartikel');
    expect(nodeOf(graph, 'Article')).toEqual({
      '@type': 'Article',
      headline: 'Fixturartikel',
      description: 'En beskrivning.',
      datePublished: '2026-01-15',
      dateModified: '2026-02-01',
      inLanguage: 'sv',
      author: [{ '@id': `${origin}/#organization` }],
      publisher: { '@id': `${origin}/#organization` },
      image,
      keywords: 'Test',
      mainEntityOfPage: `${origin}/blogg/fixturartikel`,
      url: `${origin}/blogg/fixturartikel`,
    });
    expect((nodeOf(graph, 'BreadcrumbList')?.itemListElement as Node[]).map((item) => item.item)).toEqual([
      `${origin}/`,
      `${origin}/blogg`,
      `${origin}/blogg/fixturartikel`,
    ]);
  });

  it('names a person who wrote an article by name, with a profile only when set', () => {
    const [article] = fixtureArticles;
    const byPerson = { ...article, authors: [{ id: 'anna', kind: 'person' as const, name: 'Anna Exempel' }] };
    const graph = structuredData({ page: { ...pageAt(article.path), article: byPerson }, pages, site, origin, image });
    expect(nodeOf(graph, 'Article')?.author).toEqual([{ '@type': 'Person', name: 'Anna Exempel' }]);
  });

  it('leaves the not-found page out of the site’s trail', () => {
    expect(nodes(graphOf('/404.html')).map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  });
});

it('is written so that no text can end its script early', () => {
  const graph = structuredData({
    page: { ...pageAt('/om-oss'), name: '</script><script>alert(1)</script>' },
    pages,
    site,
    origin,
    image,
  });
  const text = serialiseJsonLd(graph);
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual(graph);
});
