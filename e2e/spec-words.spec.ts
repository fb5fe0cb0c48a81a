/**
 * The spec's own words (issue 31): each label or text SPEC.md quotes is on the built site in
 * the language the spec gives it, or a decision says why not. The built site is build/client's
 * prerendered pages as served (`.html`) and their route data (`.data`): each page carries its
 * catalog, so a toast's or an error's words are there too; a console message is in the code
 * (`.js`). No browser: the files are read.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CLIENT_DIR } from '../server/build-paths';
import { SPEC_STRINGS, type SpecLanguage } from './support/spec-strings';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(html|data|js)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Text as a reader sees it: entities decoded, typographic quotes, hyphens and spaces made plain.
 * The pages carry their catalogs as JSON inside a script, hence strings ending in `\"`.
 */
function plain(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|[’‘]/g, "'")
    .replace(/&quot;|[”“]/g, '"')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\u2011/g, '-')
    .replace(/…/g, '...')
    .replace(/ \.\.\./g, '...');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether the pages have the quoted words as a whole text: a string of their own in a catalog
 * or attribute, an element's whole text, or the first sentence of one; so 'Hur' is not found
 * in 'Hur vi gör'. A string with `{placeholders}` needs each of its parts around them.
 */
function onSite(pages: string, quoted: string): boolean {
  const parts = quoted.split(/\{[^}]+\}/).map((part) => plain(part).trim());
  if (parts.length > 1) return parts.filter((part) => part.length > 0).every((part) => pages.includes(part));
  return new RegExp(`[>"'\`]${escapeRegExp(plain(quoted))}(\\\\?[<"'\`]|\\. )`).test(pages);
}

const paths = files(CLIENT_DIR);
const pagePaths = paths.filter((path) => !path.endsWith('.js'));
const isEnglish = (path: string) => /^en([./]|$)/.test(relative(CLIENT_DIR, path));
const text = (selected: string[]) => plain(selected.map((path) => readFileSync(path, 'utf8')).join('\n'));
const pages: Record<SpecLanguage, string> = {
  sv: text(pagePaths.filter((path) => !isEnglish(path))),
  en: text(pagePaths.filter(isEnglish)),
  // Either language, and the code: the spec's console message is only there.
  any: text(paths),
};

// Every decision, the spec's choices and its words, is on one page.
const decisions = plain(readFileSync('docs/decisions.md', 'utf8'));

/** Whether a decision names the spec's words, in quotes. */
function decided(quoted: string): boolean {
  const words = plain(quoted);
  return decisions.includes(`'${words}'`) || decisions.includes(`"${words}"`);
}

test('every string the spec quotes is on the site in its language, or a decision says why not', () => {
  const missing = SPEC_STRINGS.filter(([language, quoted]) => !onSite(pages[language], quoted) && !decided(quoted));
  expect(missing, 'neither on the built site nor in a decision').toEqual([]);
});

test('a string counts as found only where it is (the check is not vacuous)', () => {
  expect(paths.length).toBeGreaterThan(30);
  expect(onSite(pages.sv, 'Förberedelse inför AI Act')).toBe(true);
  expect(onSite(pages.en, 'Förberedelse inför AI Act')).toBe(false);
  expect(onSite(pages.sv, '{title} har lagts till i din intresselista.')).toBe(true);
  // Part of a longer text is not the label: 'Hur vi gör' is on the Swedish pages, 'Hur' alone is not.
  expect(onSite(pages.sv, 'Hur vi gör')).toBe(true);
  expect(onSite(pages.sv, 'Hur')).toBe(false);
  expect(onSite(pages.any, 'Ingen spec-sträng som inte finns')).toBe(false);
  expect(decided('Ingen spec-sträng som inte finns')).toBe(false);
});
