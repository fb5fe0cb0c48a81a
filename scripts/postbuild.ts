/**
 * The end of `react-router build` (its `buildEnd` hook, in react-router.config.ts), after the
 * prerender: move the prerendered not-found pages into place, defer each page's scripts until
 * its first paint, record each page's inline-script hashes for the Content-Security-Policy, and
 * precompress every text asset (brotli and gzip) so the server never compresses at run time.
 * The feeds and the head tags the pages get at build time: build-extras.ts.
 * (The sitemap and robots.txt are prerendered resource routes: src/app/resources/.)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeBuildExtras } from './build-extras';
import { deferScripts } from './defer-scripts';
import { addFontPreloads, builtFontCuts } from './font-preloads';
import { CLIENT_DIR, CSP_MANIFEST, htmlFileForPath } from '../server/build-paths';
import { RESOURCE_FILES } from '../src/app/resource-files';
import { NOT_FOUND_PATHS } from '../src/routing/route-table';

function moveNotFoundPages() {
  for (const path of Object.values(NOT_FOUND_PATHS)) {
    const from = join(CLIENT_DIR, path, 'index.html');
    renameSync(from, htmlFileForPath(`${path}.html`));
    rmSync(dirname(from), { recursive: true });
  }
  // Every path the site does not know gets a real 404 page from the server, never the SPA fallback.
  rmSync(join(CLIENT_DIR, '__spa-fallback.html'), { force: true });
}

/**
 * React Router writes a `.data` file beside each prerendered resource route, for client-side
 * navigation; nothing navigates to a sitemap, so only the file itself is served.
 */
function removeResourceData() {
  for (const path of Object.keys(RESOURCE_FILES)) rmSync(join(CLIENT_DIR, `${path}.data`), { force: true });
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
    // Not the JSON-LD: a data block, which the browser never runs, needs no hash.
    const hashes = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(
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

export async function finishBuild(): Promise<void> {
  if (!existsSync(CLIENT_DIR)) throw new Error(`No build at ${CLIENT_DIR}: run react-router build first.`);
  moveNotFoundPages();
  removeResourceData();
  await writeBuildExtras();
  const files = listFiles(CLIENT_DIR).filter((f) => !/\.(br|gz)$/.test(f));
  const pages = files.filter((f) => f.endsWith('.html'));
  const fonts = builtFontCuts(join(CLIENT_DIR, 'assets'));
  // Rewritten before the hashes are taken: the CSP must allow the deferred script, not the original.
  for (const page of pages) writeFileSync(page, addFontPreloads(deferScripts(readFileSync(page, 'utf8')), fonts));
  writeCspManifest(pages);
  precompress(files);
  console.log(`postbuild: ${files.length} files: fonts preloaded, scripts deferred, CSP hashes written, precompressed`);
}
