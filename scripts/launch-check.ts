/**
 * `npm run launch-check`: lists every placeholder still in src/config/site.ts (and the mail
 * settings of the environment) and exits non-zero while any remain, so a launch cannot go out
 * with the fictional phone number, no founder, empty legal fields, the shipped booking links,
 * example addresses or pages without a share image (read from the build: run `npm run build`
 * first). It also lists the optional proof slots (PROOF in site.ts) still empty, without
 * failing on them. docs/configuration.md ("Before launch") lists the same checks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROOF, site, type Proof, type SiteConfig } from '../src/config/site';

/** The values the site ships with: guesses, not confirmed facts about the firm. */
export const SHIPPED_DEFAULTS = {
  bookingUrl: 'https://calendly.com/clarityworks/intro-30',
  chatBookingUrl: 'https://calendly.com/clarityworks/forsnack-15',
  linkedInUrl: 'https://www.linkedin.com/company/clarityworks-se',
  xUrl: 'https://x.com/clarityworks_se',
} as const;

/** Example domains (RFC 2606) that are never anyone's real address. */
const EXAMPLE_ADDRESS = /@example\.|\bexample\.(com|se|org|net)\b/i;

/** PTS keeps 070-174 06 00 to 070-174 06 99 for use in fiction. */
const FICTION_PHONE = /^070-?174 ?06 ?\d\d$/;

export interface Environment {
  MAIL_TO?: string;
  MAIL_FROM?: string;
}

/** Every placeholder still in place, one plain sentence each; empty when ready to launch. */
export function findPlaceholders(config: SiteConfig, env: Environment = {}): string[] {
  const found: string[] = [];
  if (FICTION_PHONE.test(config.phone.trim())) {
    found.push(`phone: ${config.phone} is in the range PTS keeps for fiction; set the real number`);
  }
  if (!config.founder.name?.trim()) found.push('founder.name: the founder is unnamed; a buyer looks for a person');
  if (!config.legal.name?.trim()) found.push('legal.name: the registered company name is empty');
  if (!config.legal.organisationNumber?.trim())
    found.push('legal.organisationNumber: the organisation number is empty');
  if (!config.legal.postalAddress?.trim()) found.push('legal.postalAddress: the postal address is empty');
  for (const [key, value] of Object.entries(SHIPPED_DEFAULTS) as [keyof typeof SHIPPED_DEFAULTS, string][]) {
    if (config[key] === value && !config.confirmed.includes(key)) {
      found.push(`${key}: still the shipped default ${value}; set the real link, or list '${key}' in site.confirmed`);
    }
  }
  const addresses: [string, string | undefined][] = [
    ['email', config.email],
    ['MAIL_TO', env.MAIL_TO],
    ['MAIL_FROM', env.MAIL_FROM],
  ];
  for (const [name, value] of addresses) {
    if (value && EXAMPLE_ADDRESS.test(value)) found.push(`${name}: ${value} is an example address`);
  }
  return found;
}

/** Every prerendered page (an index.html under the build folder), by its path. */
function builtPages(buildDir: string): { path: string; html: string }[] {
  const pages: { path: string; html: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        pages.push({ path: `/${relative(buildDir, dir)}`, html: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(buildDir);
  return pages;
}

/**
 * The built pages a link shared on LinkedIn or Slack would show without an image: those with
 * no og:image. One line for all of them; a line too when there is no build to read.
 */
export function findPagesWithoutShareImage(buildDir: string): string[] {
  if (!existsSync(join(buildDir, 'index.html'))) {
    return [`share images: no build in ${buildDir} to check; run npm run build, then launch-check`];
  }
  const missing = builtPages(buildDir)
    .filter((page) => !/<meta[^>]+property="og:image"[^>]+content="[^"]+"/.test(page.html))
    .map((page) => page.path);
  if (missing.length === 0) return [];
  const shown = missing.slice(0, 5).join(', ');
  const more = missing.length > 5 ? ` and ${missing.length - 5} more` : '';
  return [`share images: ${missing.length} page${missing.length === 1 ? '' : 's'} without og:image (${shown}${more})`];
}

/** The optional proof slots still empty: listed, not failed on, since none may be invented. */
export function emptyProofSlots(proof: Proof): string[] {
  const empty: string[] = [];
  if (!proof.quote) empty.push('quote: no client quote');
  if (!proof.clientCase) empty.push('clientCase: no client case');
  for (const id of ['strategicClarity', 'clarityForTeams', 'clarityForYou'] as const) {
    if (!proof.priceRanges[id]) empty.push(`priceRanges.${id}: no price range (the page says a quote follows a call)`);
  }
  if (proof.partners.length === 0) empty.push('partners: none named (the about page names none)');
  return empty;
}

function main() {
  const found = [...findPlaceholders(site, process.env), ...findPagesWithoutShareImage('build/client')];
  const empty = emptyProofSlots(PROOF);
  if (empty.length > 0) {
    console.log(
      `launch-check: ${empty.length} optional proof slot${empty.length === 1 ? '' : 's'} still empty (PROOF in src/config/site.ts):`,
    );
    for (const line of empty) console.log(`  - ${line}`);
  }
  if (found.length === 0) {
    console.log('launch-check: no placeholders left in src/config/site.ts, and every page has a share image.');
    return;
  }
  console.error(`launch-check: ${found.length} placeholder${found.length === 1 ? '' : 's'} still in place:`);
  for (const line of found) console.error(`  - ${line}`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
