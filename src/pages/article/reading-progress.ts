/**
 * How far the page is scrolled, 0–100 (whole numbers). A page that does not scroll counts as
 * read in full.
 */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const max = scrollHeight - viewportHeight;
  if (max <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollY / max) * 100)));
}
