/**
 * The route loader every page exports: at build time (the pages are prerendered) it picks the
 * page's messages in the page's language from the whole catalog. React Router writes the result
 * into the page's HTML and into its `.data` file for client-side navigation; the browser never
 * downloads the whole catalog.
 */
import en from 'virtual:catalog/en';
import sv from 'virtual:catalog/sv';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { matchScreen, type Locale, type ScreenId } from '../routing/route-table';
import { PROOF, type Proof } from '../config/site';
import { headExtrasAt, type HeadExtrasData } from '../seo/head-extras.server';
import { isPageMessage, pickMessages } from './catalog-split';
import type { CompiledCatalog } from './messages';

/** Each language's whole catalog, from which a page's messages are picked. */
const CATALOGS: Record<Locale, typeof sv> = { sv, en };

export interface PageMessagesData {
  messages: Partial<CompiledCatalog>;
  /** The page's feed link, share image and structured data (src/seo/head-extras.server.ts). */
  headExtras?: HeadExtrasData;
}

export function loadPageMessages({ request }: { request: Request }): PageMessagesData {
  const { pathname } = new URL(request.url);
  const match = matchScreen(pathname);
  if (!match) return { messages: {} };
  const catalog = CATALOGS[match.locale];
  const messages = pickMessages(catalog, (id) => isPageMessage(match.screen.id as ScreenId, id));
  return { messages: withPriceRanges(messages, match.locale), headExtras: headExtrasAt(pathname) };
}

/**
 * A package's price fact says 'Offert efter ett första samtal' until its price range is set in
 * PROOF.priceRanges (src/config/site.ts); then the range, on the package's page and in the
 * services overview. Done here, at build time, so the range costs the pages no script.
 */
export function withPriceRanges(
  messages: Partial<CompiledCatalog>,
  locale: Locale,
  ranges: Proof['priceRanges'] = PROOF.priceRanges,
): Partial<CompiledCatalog> {
  const result = { ...messages };
  for (const [id, range] of Object.entries(ranges) as [keyof Proof['priceRanges'], Record<Locale, string>][]) {
    if (result[`${id}.fact.price`]) result[`${id}.fact.price`] = [{ type: TYPE.literal, value: range[locale] }];
  }
  return result;
}
