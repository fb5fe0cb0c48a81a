/**
 * The site's origin when `SITE_URL` is not set: the one default for canonical and hreflang URLs,
 * the sitemap, robots.txt (read at build time through src/config/site.ts) and the links in the
 * server's mail (server/config.ts).
 */
export const DEFAULT_SITE_URL = 'https://clarityworks.se';
