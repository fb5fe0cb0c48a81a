/**
 * Serves the prerendered site: each route's HTML with its own CSP, the real 404 page with
 * status 404, the 301s of the route table, and the hashed assets with immutable caching.
 * Files are served precompressed (brotli or gzip) when the client accepts it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  DEFAULT_LOCALE,
  localeFromPrefix,
  matchArticlePath,
  matchScreen,
  normalizePath,
  NOT_FOUND_PATHS,
  redirectTarget,
} from '../src/routing/route-table';
import { CLIENT_DIR, CSP_MANIFEST, htmlFileForPath } from './build-paths';
import { contentSecurityPolicy } from './security';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function readCspManifest(): Record<string, string[]> {
  return existsSync(CSP_MANIFEST) ? (JSON.parse(readFileSync(CSP_MANIFEST, 'utf8')) as Record<string, string[]>) : {};
}

export async function registerStaticSite(app: FastifyInstance) {
  const cspHashes = readCspManifest();

  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    serve: false,
    preCompressed: true,
    cacheControl: false, // set per file below instead of send's max-age=0
    index: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', cacheControl(relative(CLIENT_DIR, path)));
      // The body differs by Accept-Encoding (brotli, gzip or plain): a shared cache must key on it.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const sendHtml = (reply: FastifyReply, file: string, status: number) => {
    const key = relative(CLIENT_DIR, file);
    return reply
      .code(status)
      .header('Content-Security-Policy', contentSecurityPolicy(cspHashes[key]))
      .type('text/html; charset=utf-8')
      .sendFile(key);
  };

  app.get('/*', async (request, reply) => {
    // Split by hand: `new URL()` throws on request targets such as `//:99999/` or `//[::1/`.
    const [rawPath = '/', rawQuery] = splitTarget(request.url);
    const pathname = safeDecode(rawPath);

    const redirect = redirectTarget(pathname);
    if (redirect) return reply.redirect(`${redirect}${safeQuery(rawQuery)}`, 301);

    if (matchScreen(pathname)) return sendHtml(reply, htmlFileForPath(pathname), 200);
    if (isPrerenderedArticle(pathname)) return sendHtml(reply, htmlFileForPath(pathname), 200);

    const file = pathname.slice(1);
    if (isPublicFile(file)) return reply.sendFile(file);

    request.log.info({ path: pathname }, 'page not found');
    const notFound = NOT_FOUND_PATHS[localeFromPrefix(pathname) ?? DEFAULT_LOCALE];
    return sendHtml(reply, htmlFileForPath(`${notFound}.html`), 404);
  });
}

/**
 * Hashed assets never change. Pages, and the `.data` files that carry a page's data (its
 * messages) on client-side navigation, are revalidated so a new build shows at once.
 */
function cacheControl(servedFile: string): string {
  const file = servedFile.replace(/\.(br|gz)$/, ''); // the precompressed twin of the file asked for
  if (file.startsWith('assets/')) return IMMUTABLE;
  return /\.(html|data)$/.test(file) ? 'no-cache' : 'public, max-age=3600';
}

function splitTarget(target: string): [string, string | undefined] {
  const at = target.indexOf('?');
  return at === -1 ? [target, undefined] : [target.slice(0, at), target.slice(at + 1)];
}

/** The query kept on a redirect, re-encoded so the Location header holds only URL-safe ASCII. */
function safeQuery(rawQuery: string | undefined): string {
  if (!rawQuery) return '';
  if (/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/.test(rawQuery) && !/%(?![0-9A-Fa-f]{2})/.test(rawQuery))
    return `?${rawQuery}`;
  const query = new URLSearchParams(rawQuery).toString();
  return query ? `?${query}` : '';
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname; // A malformed escape matches no page and ends at the 404 page.
  }
}

/**
 * An article under the blog that the build prerendered. Which articles exist is known from their
 * files at build time only, so the server asks the build: the route table gives the pattern
 * (a slug of lower-case letters, digits and hyphens), the build the file.
 */
function isPrerenderedArticle(pathname: string): boolean {
  if (normalizePath(pathname) !== pathname || !matchArticlePath(pathname)) return false;
  return existsSync(htmlFileForPath(pathname));
}

/** A built file other than a page (assets, sitemap, robots.txt); pages go through the route table. */
function isPublicFile(file: string): boolean {
  if (file === '' || file.includes('..') || file.includes('\0') || file.endsWith('.html')) return false;
  const path = join(CLIENT_DIR, file);
  return existsSync(path) && statSync(path).isFile();
}
