/**
 * `npm run test:html`: the Nu HTML Checker (the W3C validator, npm `vnu-jar`, Java 17+) over
 * every prerendered page in build/client, as served. Any error fails; warnings are printed.
 *
 * A script in the `npm test` chain right after the build rather than a Vitest test: it needs the
 * build, which the unit tests do not, and one Java start for all pages takes seconds where a
 * test per page would start Java thirty times.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { CLIENT_DIR } from '../server/build-paths';

const require = createRequire(import.meta.url);
const VNU_JAR = String(require('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const pages = htmlFiles(CLIENT_DIR);
if (pages.length === 0) {
  console.error('No pages in build/client: run `npm run build` first.');
  process.exit(1);
}

const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || run.status !== 0) {
  console.error(`The Nu HTML Checker did not run (Java 17 or later is needed): ${run.error?.message ?? run.stderr}`);
  process.exit(1);
}

// vnu writes its JSON report to stderr.
const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
const where = (message: VnuMessage) =>
  `${relative(CLIENT_DIR, new URL(message.url).pathname)}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}`;
const errors = messages.filter((message) => message.type !== 'info');
const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');

// Warnings are advice, not failures (most come from React Aria's markup): one line per kind.
const warningCounts = new Map<string, number>();
for (const warning of warnings) warningCounts.set(warning.message, (warningCounts.get(warning.message) ?? 0) + 1);
for (const [message, count] of warningCounts) console.warn(`warning ×${count}: ${message}`);
for (const error of errors)
  console.error(`error   ${where(error)}: ${error.message}\n        ${(error.extract ?? '').replace(/\n/g, ' ')}`);
console.log(`Nu HTML Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings.`);
process.exit(errors.length > 0 ? 1 : 0);
