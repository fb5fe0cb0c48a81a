/** The production server: redirects, headers, caching and compression. */
import { expect, test } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { ARTICLE_ROUTES, CATALOGS, HYDRATION_TIMEOUT, ROUTES, SITE_ORIGIN } from './support/pages';
import { isIndexed, SCREENS } from '../src/routing/route-table';
import { site } from '../src/config/site';

test('/sv, /sv/<path>, /integritet and trailing slashes answer 301', async ({ request }) => {
  for (const [from, to] of [
    ['/sv', '/'],
    ['/sv/kontakt', '/kontakt'],
    ['/sv/erbjudanden/clarity-for-you', '/erbjudanden/clarity-for-you'],
    ['/integritet', '/integritetspolicy'],
    ['/om-oss/', '/om-oss'],
    ['/sv/kontakt?modules=ai-policy', '/kontakt?modules=ai-policy'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('an article is served at its address with its CSP; a slug with no article is the 404 page', async ({
  request,
}) => {
  const article = await request.get('/blogg/ai-forordningen');
  expect(article.status()).toBe(200);
  expect(article.headers()['content-security-policy']).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(await article.text()).toContain('EU:s AI-förordning – klarhet före komplexitet');
  expect((await request.get('/en/blog/eu-ai-act')).status()).toBe(200);
  for (const path of ['/blogg/finns-inte', '/en/blog/ai-forordningen']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('pages carry a CSP that allows no inline script but by hash', async ({ request }) => {
  const response = await request.get('/en/about');
  const csp = response.headers()['content-security-policy'];
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBeTruthy();
});

test('the CSP hashes really allow the page’s inline scripts (no violation reported)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/erbjudanden');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  expect(violations).toEqual([]);
});

test('hashed assets are cached immutably and pages are compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)![0];
  const assetResponse = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } });
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetResponse.headers()['content-encoding']).toBe('br');
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe('no-cache');
});

test('sitemap.xml lists every page with hreflang alternates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/en/services/clarity-for-you</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="sv" href="${SITE_ORIGIN}/erbjudanden/clarity-for-you"/>`,
  );
  // Every public screen of the route table in both languages (not the not-found pages, and not
  // the pages behind a team survey's private links).
  // and every article in each of its languages.
  expect(sitemap.match(/<url>/g)).toHaveLength(SCREENS.filter(isIndexed).length * 2 + ARTICLE_ROUTES.length);
  expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/blogg/ai-forordningen</loc>`);
  expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/teampuls</loc>`);
  expect(sitemap).not.toContain('/teampuls/svara');
  expect(sitemap).not.toContain('/en/team-pulse/results');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});

test('each language has an Atom feed of its articles, linked from the head of every page in it', async ({
  request,
}) => {
  for (const [locale, path] of [
    ['sv', '/blogg/feed.xml'],
    ['en', '/en/blog/feed.xml'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/xml/);
    const feed = parseFeed(await response.text());
    expect(feed.language).toBe(locale);
    expect(feed.items.map((item) => item.url).sort()).toEqual(
      ARTICLE_ROUTES.filter((route) => route.locale === locale)
        .map((route) => `${SITE_ORIGIN}${route.path}`)
        .sort(),
    );
    for (const route of ROUTES.filter((candidate) => candidate.locale === locale)) {
      const html = await (await request.get(route.path)).text();
      // Written by React (`/>`) on a page with a loader, by the build (`>`) on the not-found pages.
      const link = `<link rel="alternate" type="application/atom+xml" title="${CATALOGS[locale]['blog.meta.title']}" href="${path}"`;
      expect(
        [`${link}>`, `${link}/>`].some((tag) => html.includes(tag)),
        route.path,
      ).toBe(true);
    }
  }
});

/** Every value in a JSON-LD graph, however deep. */
function values(node: unknown): unknown[] {
  if (Array.isArray(node)) return [node, ...node.flatMap(values)];
  if (node && typeof node === 'object') return [node, ...Object.values(node).flatMap(values)];
  return [node];
}

test('every page carries one JSON-LD graph: the firm, the site, its breadcrumbs, its article or service; nothing unset', async ({
  request,
}) => {
  const packages = ['strategicClarity', 'clarityForTeams', 'clarityForYou'];
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts, route.path).toHaveLength(1);
    const graph = JSON.parse(scripts[0][1]) as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(graph['@context']).toBe('https://schema.org');
    const byType = Object.fromEntries(graph['@graph'].map((node) => [node['@type'], node]));
    const expected = [
      'Organization',
      'WebSite',
      ...(route.screen === 'notFound' ? [] : ['BreadcrumbList']),
      ...(route.screen === 'article' ? ['Article'] : []),
      ...(packages.includes(route.screen) ? ['Service'] : []),
    ];
    expect(Object.keys(byType), route.path).toEqual(expected);

    const organization = byType.Organization!;
    expect(organization).toMatchObject({
      name: site.brandName,
      url: `${SITE_ORIGIN}/`,
      logo: `${SITE_ORIGIN}/logo.svg`,
    });
    // What the config leaves unset is no property at all, and no value anywhere is empty.
    if (!site.legal.postalAddress) expect(organization).not.toHaveProperty('address');
    if (!site.legal.organisationNumber) expect(organization).not.toHaveProperty('taxID');
    if (!site.legal.name) expect(organization).not.toHaveProperty('legalName');
    if (!site.founder.name) expect(organization).not.toHaveProperty('founder');
    for (const value of values(graph)) {
      expect(value === '' || value === null || (Array.isArray(value) && value.length === 0), route.path).toBe(false);
    }

    if (route.screen !== 'notFound') {
      const trail = byType.BreadcrumbList!.itemListElement as { item: string; position: number }[];
      expect(trail.at(-1)?.item, route.path).toBe(`${SITE_ORIGIN}${route.path}`);
      expect(trail.map((step) => step.position)).toEqual(trail.map((_, index) => index + 1));
    }
    if (route.screen === 'article') {
      expect(byType.Article, route.path).toMatchObject({
        headline: route.head!.h1,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        author: expect.arrayContaining([expect.anything()]),
        image: expect.stringMatching(/^https?:\/\//),
      });
    }
  }
  expect((await request.get('/logo.svg')).headers()['content-type']).toContain('image/svg+xml');
});

test('every page has a 1200×630 share image of at most 100 kB with its alt text; private pages get the neutral one', async ({
  request,
}) => {
  const seen = new Map<string, string>();
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    if (route.screen === 'notFound') {
      expect(meta('og:image'), route.path).toBeUndefined();
      continue;
    }
    expect(meta('twitter:card'), route.path).toBe('summary_large_image');
    const imageUrl = meta('og:image')!;
    expect(imageUrl, route.path).toMatch(new RegExp(`^${SITE_ORIGIN}/share/[a-z0-9/-]+\\.png$`));
    const image = await request.get(new URL(imageUrl).pathname);
    expect(image.status(), imageUrl).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect(png.length, imageUrl).toBeLessThanOrEqual(100_000);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], imageUrl).toEqual([1200, 630]);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    const title = /<title>([^<]*)<\/title>/.exec(html)![1];
    const isPrivate = route.screen === 'teamPulseAnswer' || route.screen === 'teamPulseResults';
    // A private page's card is the brand's alone: nothing of the team, the survey or its link.
    expect(meta('og:image:alt'), route.path).toBe(isPrivate ? site.brandName : title);
    if (isPrivate) expect(new URL(imageUrl).pathname).toBe('/share/clarity-works.png');
    else {
      expect(seen.get(imageUrl), `${route.path} shares its image with ${seen.get(imageUrl)}`).toBeUndefined();
      seen.set(imageUrl, route.path);
    }
  }
});

test('the pages behind a team survey’s private links tell search engines not to index them', async ({ request }) => {
  for (const path of ['/teampuls/svara', '/en/team-pulse/answer', '/teampuls/resultat', '/en/team-pulse/results']) {
    expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex"/>');
  }
  expect(await (await request.get('/teampuls')).text()).not.toContain('noindex');
});
