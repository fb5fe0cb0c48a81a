/**
 * FAQ items (SPEC section 3 "Other static shapes"): message ids for the question and the
 * answer, a decorative icon, and whether the answer carries a `<link>` to the contact page.
 */
import type { IconName } from '../components/ui/LineIcon';
import type { MessageId } from '../i18n/messages';

export interface FaqItem {
  id: string;
  question: MessageId;
  answer: MessageId;
  icon: IconName;
  /** The answer's `<link>…</link>` tag becomes a link to the contact page. */
  hasLink?: boolean;
}

export interface FaqGroup {
  id: string;
  title: MessageId;
  items: readonly FaqItem[];
}

type HomeFaqId =
  'getStarted' | 'duration' | 'price' | 'tailored' | 'aiAct' | 'technical' | 'changes' | 'measure' | 'after';

function homeItem(id: HomeFaqId, icon: IconName, hasLink = false) {
  return { id, question: `home.faq.${id}.q`, answer: `home.faq.${id}.a`, icon, hasLink } as const satisfies FaqItem;
}

/** The home page's FAQ, in three groups. */
export const HOME_FAQ: readonly FaqGroup[] = [
  {
    id: 'practical',
    title: 'home.faq.practical',
    items: [homeItem('getStarted', 'chat', true), homeItem('duration', 'clock'), homeItem('price', 'scale')],
  },
  {
    id: 'content',
    title: 'home.faq.content',
    items: [homeItem('tailored', 'compass'), homeItem('aiAct', 'shield'), homeItem('technical', 'book')],
  },
  {
    id: 'results',
    title: 'home.faq.results',
    items: [homeItem('changes', 'spark'), homeItem('measure', 'chart'), homeItem('after', 'route')],
  },
];
