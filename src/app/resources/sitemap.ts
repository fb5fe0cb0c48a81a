/**
 * `/sitemap.xml`, a React Router resource route prerendered to a file at build time (see
 * `prerender` in react-router.config.ts). Every indexed screen in both languages, each with its
 * hreflang alternates; pages behind a private link are `noindex` and not listed.
 */
import { site } from '../../config/site';
import { absoluteUrl, isIndexed, LOCALES, SCREENS, type Screen } from '../route-table';

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl: string): string {
  const urls = (SCREENS as readonly Screen[]).filter(isIndexed).flatMap((screen) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map((alt) => ({ lang: alt, href: absoluteUrl(siteUrl, screen.paths[alt]) })),
        { lang: 'x-default', href: absoluteUrl(siteUrl, screen.paths.sv) },
      ]
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(alt.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, screen.paths[locale]))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemapXml(site.url), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
