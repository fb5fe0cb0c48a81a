/**
 * The head after client-side navigation: a visitor who clicks from page to page must end up
 * with the head that page has when loaded fresh (title, canonical, hreflang, feed link, share
 * tags, structured data), not the first page's tags left behind or doubled. Browser extensions,
 * share buttons and "copy link" tools read it from the live document.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/pages';

const ORIGIN = 'https://clarityworks.se';

interface JsonLdNode {
  '@type': string;
  url?: string;
  itemListElement?: { item: string }[];
}

/** The head's page-specific tags, as a reader of the live document finds them. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const attribute = (element: Element, ...names: string[]) =>
      names.map((name) => element.getAttribute(name)).find((value) => value !== null);
    return {
      title: document.title,
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      alternates: [...document.querySelectorAll('link[rel="alternate"]')]
        .map((link) => `${attribute(link, 'hreflang', 'type')} ${link.getAttribute('href')}`)
        .sort(),
      meta: [...document.querySelectorAll('meta[property], meta[name^="twitter:"], meta[name="description"]')]
        .map((meta) => `${attribute(meta, 'property', 'name')} ${meta.getAttribute('content')}`)
        .sort(),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as { '@graph': JsonLdNode[] },
      ),
    };
  });
}

function metaValue(meta: string[], property: string) {
  return meta.filter((entry) => entry.startsWith(`${property} `)).map((entry) => entry.slice(property.length + 1));
}

/** The head the page at the current address has when opened fresh, in a new tab. */
async function freshHeadOf(page: Page) {
  const fresh = await page.context().newPage();
  await gotoHydrated(fresh, page.url());
  const head = await headOf(fresh);
  await fresh.close();
  return head;
}

test('after clicking to another page, its head is the one it has when loaded fresh', async ({ page }) => {
  await gotoHydrated(page, '/');
  const home = await headOf(page);
  expect(metaValue(home.meta, 'og:image')).toEqual([`${ORIGIN}/share/index.png`]);

  await page
    .getByRole('link', { name: /Strategic Clarity/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/erbjudanden\/strategic-clarity$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Strategic Clarity');
  const url = `${ORIGIN}/erbjudanden/strategic-clarity`;
  await expect.poll(async () => (await headOf(page)).canonical).toEqual([url]);

  const navigated = await headOf(page);
  expect(navigated.title).toContain('Strategic Clarity');
  expect(metaValue(navigated.meta, 'og:url')).toEqual([url]);
  expect(metaValue(navigated.meta, 'og:image')).toEqual([`${ORIGIN}/share/erbjudanden/strategic-clarity.png`]);
  // One graph, the page's own: the package as a Service, its breadcrumb ending at this page.
  expect(navigated.jsonLd).toHaveLength(1);
  const graph = navigated.jsonLd[0]['@graph'];
  expect(graph.find((node) => node['@type'] === 'Service')?.url).toBe(url);
  expect(graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement?.at(-1)?.item).toBe(url);
  expect(navigated).toEqual(await freshHeadOf(page));

  // Into the other language: the feed, the locale and the hreflang pairs follow.
  await page
    .getByRole('link', { name: /English/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/services\/strategic-clarity$/);
  await expect.poll(async () => (await headOf(page)).canonical).toEqual([`${ORIGIN}/en/services/strategic-clarity`]);
  const english = await headOf(page);
  expect(english.alternates).toContain('application/atom+xml /en/blog/feed.xml');
  expect(english).toEqual(await freshHeadOf(page));
});
