/**
 * `/sitemap.xml`, a React Router resource route prerendered to a file at build time (see
 * `prerender` in react-router.config.ts). Every indexed screen in both languages, each with its
 * hreflang alternates; pages behind a private link are `noindex` and not listed.
 */
import { site } from '../../config/site';
import type { Article } from '../../content/article-types';
import { siteArticles } from '../../content/articles.server';
import { absoluteUrl, isIndexed, LOCALES, SCREENS, type Screen } from '../../routing/route-table';

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A page's `<url>`: its address and, when it has more than one language, its hreflang pairs. */
function urlEntry(siteUrl: string, path: string, paths: Partial<Record<string, string>>): string {
  const languages = LOCALES.filter((alt) => paths[alt]);
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((alt) => ({ lang: alt, href: absoluteUrl(siteUrl, paths[alt] as string) })),
          ...(paths.sv ? [{ lang: 'x-default', href: absoluteUrl(siteUrl, paths.sv) }] : []),
        ].map((alt) => `\n    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(alt.href)}"/>`)
      : [];
  return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${alternates.join('')}\n  </url>`;
}

export function sitemapXml(siteUrl: string, articles: readonly Article[]): string {
  const urls = [
    ...(SCREENS as readonly Screen[])
      .filter(isIndexed)
      .flatMap((screen) => LOCALES.map((locale) => urlEntry(siteUrl, screen.paths[locale], screen.paths))),
    // Each article in each language it is written in; hreflang only where both exist.
    ...articles.map((article) => urlEntry(siteUrl, article.path, article.paths)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemapXml(site.url, siteArticles()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
