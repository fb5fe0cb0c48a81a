/**
 * Run after every install (npm's `postinstall`). React Router 7's build starts its internal Vite
 * servers with `envFile: false`, an option Vite deprecated in 8.1: each `npm run build` printed
 * "The `envFile` option is deprecated, please use `envDir: false` instead." nine times. React
 * Router 8 passes `envDir: false` (remix-run/react-router#15230, the same meaning: read no .env
 * file); the 7.x line got no such release. This makes that one change in the installed
 * @react-router/dev 7. Drop the script when the site moves to React Router 8.
 *
 * A changed file is written beside the old one and renamed over it, never rewritten in place:
 * a node_modules folder hard-linked to another checkout's must not change that checkout's files.
 */
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const PACKAGE_DIR = fileURLToPath(new URL('../node_modules/@react-router/dev/', import.meta.url));
const DEPRECATED = 'envFile: false';
const REPLACEMENT = 'envDir: false';

function patchReactRouterDev(): string {
  // A production install (`npm ci --omit=dev`) has no build tools, so nothing to change.
  if (!existsSync(PACKAGE_DIR)) return 'not installed, nothing to change';
  const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
  if (!version.startsWith('7.')) return `${version} needs no change: remove scripts/react-router-envdir.ts`;

  const distDir = path.join(PACKAGE_DIR, 'dist');
  const changed: string[] = [];
  for (const name of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(distDir, name);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(DEPRECATED)) continue;
    writeFileSync(`${file}.tmp`, source.replaceAll(DEPRECATED, REPLACEMENT));
    renameSync(`${file}.tmp`, file);
    changed.push(name);
  }
  return changed.length ? `${version}: envFile → envDir in ${changed.join(', ')}` : `${version} already uses envDir`;
}

console.log(`@react-router/dev ${patchReactRouterDev()}`);
