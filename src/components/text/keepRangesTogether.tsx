import type { ReactNode } from 'react';

/**
 * A number range ("6–8", "0–100") or series ("30/60/90"), with the word it is joined to by a
 * hyphen ("30/60/90-plan"): a line must not break inside it, nor leave "plan" alone after "30/60/90-".
 */
const RANGE = /(\d+(?:\s?[–/-]\s?\d+)+(?:-\p{L}+)?)/u;

/**
 * Wraps every number range of a text in a no-wrap span, so "6–8 veckor" never ends a line
 * with "6–", "30/60/" or "30/60/90-". The text itself is unchanged (the catalogs keep their plain en dash), which keeps
 * what screen readers hear and what tests read.
 */
export const keepRangesTogether = (text: ReactNode) => keepTogether(text, RANGE);

/**
 * Every match of the pattern (one capture group) in a no-wrap span; the rest as it is. Anything
 * but a string (a heading or intro that is already markup) is returned as it is.
 */
export function keepTogether(text: ReactNode, pattern: RegExp): ReactNode {
  if (typeof text !== 'string') return text;
  return text.split(pattern).map((part, index) =>
    index % 2 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
