/** `/kontakt?modules=a,b`: the chosen slugs, comma-joined and URL-encoded (SPEC section 4). */
export function contactHref(contactPath: string, slugs: readonly string[]): string {
  return slugs.length ? `${contactPath}?modules=${encodeURIComponent(slugs.join(','))}` : contactPath;
}

/**
 * The modules the contact page shows: the `modules` query parameter and the stored list,
 * together, in that order, without duplicates and without empty entries.
 */
export function chosenModules(query: string | null, stored: readonly string[]): string[] {
  const fromQuery = (query ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  return [...new Set([...fromQuery, ...stored])];
}
