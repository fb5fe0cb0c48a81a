/**
 * Each page's structured data (JSON-LD, schema.org), built at build time and written into the
 * prerendered page by scripts/build-extras.ts: the firm (Organization), the site (WebSite), where
 * the page sits (BreadcrumbList), and on an article its Article, on a package page its Service.
 * Only what the config and the content say: a config field that is not set gives no property.
 */
import type {
  Article,
  BreadcrumbList,
  Graph,
  IdReference,
  Organization,
  Person,
  Service,
  Thing,
  WebSite,
} from 'schema-dts';
import type { SiteConfig } from '../config/site';
import type { ArticleAuthor } from '../content/article-types';
import { absoluteUrl, LOCALES } from '../routing/route-table';
import { breadcrumbTrail, type SitePage } from './site-pages.server';

/** Where the logo is served (written by the build from the site icon). */
export const LOGO_PATH = '/logo.svg';

/** The package pages, each a Service the firm offers. */
const SERVICE_SCREENS = new Set(['strategicClarity', 'clarityForTeams', 'clarityForYou']);

/** The fields that are set: an empty or missing value gives no property. */
function setFields<T>(fields: T & object): T {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

const organizationId = (origin: string) => `${origin}/#organization`;
const websiteId = (origin: string) => `${origin}/#website`;

export function organization(site: SiteConfig, origin: string): Organization {
  const founder: Person | undefined = site.founder.name
    ? setFields<Person>({ '@type': 'Person', name: site.founder.name, sameAs: site.founder.linkedInUrl })
    : undefined;
  return setFields<Organization>({
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: site.brandName,
    legalName: site.legal.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_PATH),
    email: site.email,
    sameAs: [site.linkedInUrl, site.xUrl].filter(Boolean),
    address: site.legal.postalAddress,
    // The organisationsnummer is the Swedish firm's tax identity too (Skatteverket's).
    taxID: site.legal.organisationNumber,
    founder,
  });
}

function website(site: SiteConfig, origin: string): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(origin),
    name: site.brandName,
    url: absoluteUrl(origin, '/'),
    inLanguage: [...LOCALES],
    publisher: { '@id': organizationId(origin) },
  };
}

function breadcrumbs(page: SitePage, pages: readonly SitePage[], origin: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(page, pages).map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

function author(person: ArticleAuthor, site: SiteConfig, origin: string): IdReference | Organization | Person {
  // The firm writing as itself is the Organization above, named once.
  if (person.kind === 'organization' && person.name === site.brandName) return { '@id': organizationId(origin) };
  const fields = {
    name: person.name,
    url: person.linkedInUrl,
    image: person.photoUrl && absoluteUrl(origin, person.photoUrl),
  };
  return person.kind === 'person'
    ? setFields<Person>({ '@type': 'Person', ...fields })
    : setFields<Organization>({ '@type': 'Organization', ...fields });
}

function article(page: SitePage, site: SiteConfig, origin: string, image: string): Article {
  const { article: file } = page;
  if (!file) throw new Error(`structured data: ${page.path} is not an article`);
  const url = absoluteUrl(origin, page.path);
  return setFields<Article>({
    '@type': 'Article',
    headline: file.title,
    description: file.description,
    datePublished: file.dateISO,
    dateModified: file.updatedISO,
    inLanguage: file.locale,
    author: file.authors.map((person) => author(person, site, origin)),
    publisher: { '@id': organizationId(origin) },
    image,
    keywords: file.tags.join(', '),
    mainEntityOfPage: url,
    url,
  });
}

function service(page: SitePage, origin: string): Service {
  return {
    '@type': 'Service',
    name: page.name,
    description: page.description,
    url: absoluteUrl(origin, page.path),
    provider: { '@id': organizationId(origin) },
  };
}

export interface StructuredDataInput {
  page: SitePage;
  pages: readonly SitePage[];
  site: SiteConfig;
  origin: string;
  /** The page's image (absolute URL): an article's `image`. */
  image: string;
}

/** The page's graph: the firm and the site always; where it sits; what it is about. */
export function structuredData({ page, pages, site, origin, image }: StructuredDataInput): Graph {
  const nodes: Thing[] = [organization(site, origin), website(site, origin)];
  // The not-found pages sit nowhere in the site.
  if (page.indexed || page.screenId) nodes.push(breadcrumbs(page, pages, origin));
  if (page.article) nodes.push(article(page, site, origin, image));
  if (page.screenId && SERVICE_SCREENS.has(page.screenId)) nodes.push(service(page, origin));
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * The graph as the text of a `<script type="application/ld+json">`, compact. `<` is written as
 * `\u003c` so no text of a page (a title with `</script>`) can end the script early.
 */
export function serialiseJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
