import type { ReactNode } from 'react';
import { HEADING_PHRASE } from './heading-phrases';
import { keepTogether } from './keepRangesTogether';

/**
 * A heading's text with each phrase that must not break (a word and its dash, a hyphenated
 * word; see heading-phrases) in a no-wrap span. The text itself is unchanged, so the accessible
 * name and what tests read stay the catalog's or the article's words.
 */
export const keepHeadingPhrasesTogether = (text: ReactNode) => keepTogether(text, HEADING_PHRASE);
