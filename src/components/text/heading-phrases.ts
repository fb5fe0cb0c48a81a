/**
 * The phrases a heading must not break inside: a word with the spaced dash after it
 * ("förordning –"), so no line starts with "– klarhet …", which reads as a list item; and a
 * hyphenated word ("AI-system", "high-risk"), so no line ends with "AI-" or "high-" (headings
 * are short and balanced: the break goes to a space instead). One capture group: split() keeps
 * the phrases, at the odd indices.
 */
export const HEADING_PHRASE = /(\S+\s+[–—]|[\p{L}\p{N}:]+(?:-[\p{L}\p{N}]+)+)/u;
