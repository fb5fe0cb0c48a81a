/** The about page's loader, run at build time: its messages and the partners named in PROOF. */
import { loadPageMessages, type PageMessagesData } from '../../i18n/page-messages.server';
import { partners, type Partner } from '../shared/proof.server';

export interface AboutData extends PageMessagesData {
  partners: readonly Partner[];
}

export function loadAbout({ request }: { request: Request }): AboutData {
  return { ...loadPageMessages({ request }), partners: partners() };
}
