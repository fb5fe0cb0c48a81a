/**
 * Which section the reader is in: the last one whose top has passed the line just below the
 * sticky bars. Before the first section reaches that line, none is current.
 *
 * @param tops each section's top edge relative to the viewport, in page order
 * @param line the distance from the viewport's top at which a section counts as reached
 * @param atBottom whether the page is scrolled to its end: then the last section is current,
 *   even when it is too short to reach the line
 */
export function currentSection(tops: readonly number[], line: number, atBottom = false): number {
  if (atBottom && tops.length > 0) return tops.length - 1;
  let current = -1;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}
