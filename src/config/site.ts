/**
 * The brand and every contact detail, in one place. Change them here and every page,
 * the footer, the head tags and the sitemap follow. `npm run launch-check` lists what here is
 * still a placeholder (see docs/configuration.md, "Before launch").
 */
import type { Locale } from '../routing/route-table';
import { DEFAULT_SITE_URL } from '../domain/site-url';
import { BRAND_NAME } from './brand';
import { internationalPhone, phoneHref } from './phone';

export interface SiteConfig {
  brandName: string;
  /** Absolute origin for canonical and hreflang URLs; set SITE_URL at build time to change it. */
  url: string;
  email: string;
  /**
   * The one phone number, in Swedish national form with a dash after the area code
   * ("070-174 06 50"). English pages show it in international form and every `tel:` link
   * dials the international form; both are derived from this.
   */
  phone: string;
  /** 30-minute intro call on the external scheduling page. */
  bookingUrl: string;
  /** The short 15-minute call, used by the modules and AI literacy pages. */
  chatBookingUrl: string;
  linkedInUrl: string;
  xUrl: string;
  /**
   * Facts about the firm and its founder that the site must not invent. Each is optional: a
   * page shows it when it is set and says nothing about it while it is not.
   */
  founder: {
    name?: string;
    /** A path under public/ or an absolute URL of the portrait. */
    photoUrl?: string;
    linkedInUrl?: string;
  };
  legal: {
    /** The registered name, e.g. "Clarity Works AB". */
    name?: string;
    /** Organisationsnummer, e.g. "559123-4567". */
    organisationNumber?: string;
    /** Postal address on one line, e.g. "Box 123, 111 22 Stockholm". */
    postalAddress?: string;
  };
  /**
   * Values that `npm run launch-check` would report as shipped defaults but that have been
   * confirmed as the real ones (e.g. `['bookingUrl']` once the calendar really lives there).
   */
  confirmed: readonly ('bookingUrl' | 'chatBookingUrl' | 'linkedInUrl' | 'xUrl')[];
}

export interface Author {
  /** An organisation (the firm writing as itself) or a person; schema.org's author type. */
  kind: 'organization' | 'person';
  name: string;
  role?: Record<Locale, string>;
  /** A path under public/ or an absolute URL of the portrait. */
  photoUrl?: string;
  linkedInUrl?: string;
}

export const site: SiteConfig = {
  brandName: BRAND_NAME,
  url: (import.meta.env?.SITE_URL as string | undefined)?.replace(/\/+$/, '') || DEFAULT_SITE_URL,
  email: 'hej@clarityworks.se',
  /** In the 070-174 06 xx range that PTS keeps for fiction: replace it before launch. */
  phone: '070-174 06 50',
  bookingUrl: 'https://calendly.com/clarityworks/intro-30',
  chatBookingUrl: 'https://calendly.com/clarityworks/forsnack-15',
  linkedInUrl: 'https://www.linkedin.com/company/clarityworks-se',
  xUrl: 'https://x.com/clarityworks_se',
  founder: {},
  legal: {},
  confirmed: [],
};

/**
 * Proof a buyer looks for that the site must not invent: each slot is shown where it belongs
 * once it is set, and nothing is said about it while it is empty. Read at build time only (the
 * pages' loaders put a set slot into the page's data), so no page's script carries it; `npm run
 * launch-check` lists the slots still empty.
 */
export interface Proof {
  /** One named client quote, shown on the home page and on Strategic Clarity. */
  quote?: { text: Record<Locale, string>; name: string; role: Record<Locale, string> };
  /** One client case with its figures, shown beside the quote. */
  clientCase?: { title: Record<Locale, string>; text: Record<Locale, string> };
  /** A price range per package ("från 65 000 kr exkl. moms"), shown as the package's price fact. */
  priceRanges: Partial<Record<'strategicClarity' | 'clarityForTeams' | 'clarityForYou', Record<Locale, string>>>;
  /** Partners by name, listed on the about page when there are any. */
  partners: readonly { name: string; url?: string }[];
}

export const PROOF: Proof = {
  priceRanges: {},
  partners: [],
};

/**
 * The people (or the firm) an article can name as its author, by id: an article's front matter
 * says `author: <id>`, and the build fails on an id not listed here. Only `name` is required;
 * a role, photo and LinkedIn profile are shown when set, and never made up. Read at build time
 * only (a separate export, so no page's script carries it). The articles are signed by the firm
 * until a named author is confirmed.
 */
export const AUTHORS: Record<string, Author> = {
  'clarity-works': { kind: 'organization', name: BRAND_NAME },
};

/** How a page in each language writes the number: as dialled in Sweden, or from abroad. */
const PHONE_FORMAT: Record<Locale, (phone: string) => string> = { sv: (phone) => phone, en: internationalPhone };

/** The phone number as a page in this language shows it. */
export function displayPhone(locale: Locale, config: Pick<SiteConfig, 'phone'> = site): string {
  return PHONE_FORMAT[locale](config.phone);
}

/** The `tel:` link of the phone number, in international form so it dials from abroad too. */
export const sitePhoneHref = phoneHref(site.phone);
