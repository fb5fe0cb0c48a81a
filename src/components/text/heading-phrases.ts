/**
 * The phrases a heading must not break inside: a word with the spaced dash after it
 * ("förordning –"), so no line starts with "– klarhet …", which reads as a list item; and a
 * hyphenated word ("AI-system", "high-risk"), so no line ends with "AI-" or "high-" (headings
 * are short and balanced: the break goes to a space instead).
 */
const UNBREAKABLE = /(\S+\s+[–—]|[\p{L}\p{N}:]+(?:-[\p{L}\p{N}]+)+)/u;

/** The heading's text in parts: the even ones may break as usual, the odd ones must not. */
export function headingParts(text: string): string[] {
  return text.split(UNBREAKABLE);
}
