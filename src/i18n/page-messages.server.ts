/**
 * The route loader every page exports: at build time (the pages are prerendered) it picks the
 * page's messages in the page's language from the whole catalog. React Router writes the result
 * into the page's HTML and into its `.data` file for client-side navigation; the browser never
 * downloads the whole catalog.
 */
import en from 'virtual:catalog/en';
import sv from 'virtual:catalog/sv';
import { matchScreen, type ScreenId } from '../app/route-table';
import { isPageMessage, pickMessages } from './catalog-split';
import type { CompiledCatalog } from './messages';

export interface PageMessagesData {
  messages: Partial<CompiledCatalog>;
}

export function loadPageMessages({ request }: { request: Request }): PageMessagesData {
  const match = matchScreen(new URL(request.url).pathname);
  if (!match) return { messages: {} };
  const catalog = match.locale === 'sv' ? sv : en;
  return { messages: pickMessages(catalog, (id) => isPageMessage(match.screen.id as ScreenId, id)) };
}
