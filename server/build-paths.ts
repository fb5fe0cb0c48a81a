/** Where the build lives and how a URL path maps to its prerendered file. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_DIR = fileURLToPath(new URL('../build', import.meta.url));
export const CLIENT_DIR = join(BUILD_DIR, 'client');
/** Inline-script hashes per HTML file, written by scripts/postbuild.ts. */
export const CSP_MANIFEST = join(BUILD_DIR, 'csp-hashes.json');

/** `/om-oss` → build/client/om-oss/index.html; a path ending in .html names the file itself. */
export function htmlFileForPath(path: string): string {
  return path.endsWith('.html') ? join(CLIENT_DIR, path) : join(CLIENT_DIR, path, 'index.html');
}
