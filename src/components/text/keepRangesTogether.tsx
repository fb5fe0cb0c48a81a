import type { ReactNode } from 'react';

/** A number range such as "6–8", "2–3" or "0–100": a line must not break at its dash. */
const RANGE = /(\d+\s?[–-]\s?\d+)/;

/**
 * Wraps every number range of a text in a no-wrap span, so "6–8 veckor" never ends a line
 * with "6–". The text itself is unchanged (the catalogs keep their plain en dash), which keeps
 * what screen readers hear and what tests read.
 */
export function keepRangesTogether(text: string): ReactNode {
  return text.split(RANGE).map((part, index) => (index % 2 ? <span key={index} className="nowrap">{part}</span> : part));
}
