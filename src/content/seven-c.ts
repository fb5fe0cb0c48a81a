/** The 7C model (SPEC section 3 "7C item"): seven steps in order, plus the two threads. */
import type { MessageId } from '../i18n/messages';

export interface SevenCItem {
  id: string;
  title: MessageId;
  description: MessageId;
  /** The shorter text shown under 768 px, where the badges are smaller. */
  mobileDescription: MessageId;
}

const item = <Id extends string>(id: Id) =>
  ({
    id,
    title: `sevenC.item.${id}.title`,
    description: `sevenC.item.${id}.description`,
    mobileDescription: `sevenC.item.${id}.mobile`,
  }) as const;

export const SEVEN_C_ITEMS = [
  item('context'),
  item('clarity'),
  item('commitment'),
  item('capability'),
  item('coCreation'),
  item('changeInAction'),
  item('continuity'),
] as const satisfies readonly SevenCItem[];

export const SEVEN_C_THREADS: readonly { id: string; title: MessageId; text: MessageId }[] = [
  { id: 'communication', title: 'sevenC.threads.communication.title', text: 'sevenC.threads.communication.text' },
  { id: 'culture', title: 'sevenC.threads.culture.title', text: 'sevenC.threads.culture.text' },
];

export const SEVEN_C_SENSEMAKING: readonly { id: string; title: MessageId; text: MessageId }[] = [
  { id: 'analysis', title: 'sevenC.sensemaking.analysis.title', text: 'sevenC.sensemaking.analysis' },
  { id: 'workshop', title: 'sevenC.sensemaking.workshop.title', text: 'sevenC.sensemaking.workshop' },
  { id: 'leadership', title: 'sevenC.sensemaking.leadership.title', text: 'sevenC.sensemaking.leadership' },
];
