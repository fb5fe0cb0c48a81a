/** The Strategic Clarity page's loader, run at build time: its messages and the client proof set. */
import { DEFAULT_LOCALE, matchScreen } from '../../routing/route-table';
import { loadPageMessages, type PageMessagesData } from '../../i18n/page-messages.server';
import { clientProof, type ClientProof } from '../shared/proof.server';

export interface StrategicClarityData extends PageMessagesData {
  proof: ClientProof;
}

export function loadStrategicClarity({ request }: { request: Request }): StrategicClarityData {
  const locale = matchScreen(new URL(request.url).pathname)?.locale ?? DEFAULT_LOCALE;
  return { ...loadPageMessages({ request }), proof: clientProof(locale) };
}
