import type { ReactNode } from 'react';
import { headingParts } from './heading-phrases';

/**
 * A heading's text with each phrase that must not break (a word and its dash, a hyphenated
 * word; see heading-phrases) in a no-wrap span. The text itself is unchanged, so the accessible
 * name and what tests read stay the catalog's or the article's words.
 */
export function keepHeadingPhrasesTogether(text: string): ReactNode {
  return headingParts(text).map((part, index) =>
    index % 2 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
