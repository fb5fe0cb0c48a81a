/**
 * `npm run launch-check`: lists every placeholder still in src/config/site.ts (and the mail
 * settings of the environment) and exits non-zero while any remain, so a launch cannot go out
 * with the fictional phone number, empty legal fields, the shipped booking links or example
 * addresses. docs/configuration.md ("Before launch") lists the same checks.
 */
import { pathToFileURL } from 'node:url';
import { site, type SiteConfig } from '../src/config/site';

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

function main() {
  const found = findPlaceholders(site, process.env);
  if (found.length === 0) {
    console.log('launch-check: no placeholders left in src/config/site.ts.');
    return;
  }
  console.error(
    `launch-check: ${found.length} placeholder${found.length === 1 ? '' : 's'} still in place (src/config/site.ts):`,
  );
  for (const line of found) console.error(`  - ${line}`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
