/**
 * After `react-router build`: move the prerendered not-found pages into place, write the
 * sitemap and robots.txt, record each page's inline-script hashes for the Content-Security-Policy,
 * and precompress every text asset (brotli and gzip) so the server never compresses at run time.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { deferScripts } from './defer-scripts';
import { CLIENT_DIR, CSP_MANIFEST, htmlFileForPath } from '../server/build-paths';
import { absoluteUrl, isIndexed, LOCALES, NOT_FOUND_PATHS, SCREENS, type Screen } from '../src/app/route-table';

function moveNotFoundPages() {
  for (const path of Object.values(NOT_FOUND_PATHS)) {
    const from = join(CLIENT_DIR, path, 'index.html');
    renameSync(from, htmlFileForPath(`${path}.html`));
    rmSync(dirname(from), { recursive: true });
  }
  // Every path the site does not know gets a real 404 page from the server, never the SPA fallback.
  rmSync(join(CLIENT_DIR, '__spa-fallback.html'), { force: true });
}

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function writeSitemap(siteUrl: string) {
  // Pages behind a private link are not for search engines: they are `noindex` and not listed.
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
  writeFileSync(
    join(CLIENT_DIR, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`,
  );
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** sha256 sources of every inline <script> of each HTML file, keyed by its path under build/client. */
function writeCspManifest(htmlFiles: string[]) {
  const manifest: Record<string, string[]> = {};
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    manifest[relative(CLIENT_DIR, file)] = [...new Set(hashes)];
  }
  mkdirSync(dirname(CSP_MANIFEST), { recursive: true });
  writeFileSync(CSP_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

function precompress(files: string[]) {
  for (const file of files.filter((f) => /\.(html|data|js|css|svg|xml|txt|json|webmanifest)$/.test(f))) {
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

if (!existsSync(CLIENT_DIR)) throw new Error(`No build at ${CLIENT_DIR}: run react-router build first.`);
moveNotFoundPages();
writeSitemap(process.env.SITE_URL || 'https://clarityworks.se');
const files = listFiles(CLIENT_DIR).filter((f) => !/\.(br|gz)$/.test(f));
const pages = files.filter((f) => f.endsWith('.html'));
// Rewritten before the hashes are taken: the CSP must allow the deferred script, not the original.
for (const page of pages) writeFileSync(page, deferScripts(readFileSync(page, 'utf8')));
writeCspManifest(pages);
precompress(files);
console.log(`postbuild: ${files.length} files, sitemap, robots.txt and CSP hashes written`);
