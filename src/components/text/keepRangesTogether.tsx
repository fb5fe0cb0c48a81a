import type { ReactNode } from 'react';

/** A number range ("6–8", "0–100") or series ("30/60/90"): a line must not break inside it. */
const RANGE = /(\d+(?:\s?[–/-]\s?\d+)+)/;

/**
 * Wraps every number range of a text in a no-wrap span, so "6–8 veckor" never ends a line
 * with "6–" or "30/60/". The text itself is unchanged (the catalogs keep their plain en dash), which keeps
 * what screen readers hear and what tests read.
 */
export function keepRangesTogether(text: string): ReactNode {
  return text.split(RANGE).map((part, index) =>
    index % 2 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
