import type { ReactNode } from 'react';

/** A word, the space after it and a spaced en or em dash: "förordning –". */
const WORD_AND_DASH = /(\S+\s+[–—])/;

/**
 * Keeps each spaced dash on the line of the word before it, so a heading never starts a line
 * with "– klarhet …" (it reads as a list item). The word and its dash go into a no-wrap span; the
 * line may still break after the dash. The text itself is unchanged, so the accessible name and
 * what tests read stay the catalog's or the article's words.
 */
export function keepDashWithWordBefore(text: string): ReactNode {
  return text.split(WORD_AND_DASH).map((part, index) =>
    index % 2 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
