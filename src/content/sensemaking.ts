/** The three ways sensemaking is used: one card each, on the sensemaking page (the 7C page has its own, `SEVEN_C_SENSEMAKING`). */
import type { MessageId } from '../i18n/messages';

export const SENSEMAKING_USES: readonly { id: string; title: MessageId; text: MessageId }[] = [
  { id: 'analysis', title: 'sensemaking.uses.analysis.title', text: 'sensemaking.uses.analysis.text' },
  { id: 'workshop', title: 'sensemaking.uses.workshop.title', text: 'sensemaking.uses.workshop.text' },
  { id: 'leadership', title: 'sensemaking.uses.leadership.title', text: 'sensemaking.uses.leadership.text' },
];
