/**
 * Sets the optional facts of `src/config/site.ts` (founder, legal entity) for one test and puts
 * the shipped values back afterwards, so a page can be tried both with and without them.
 */
import { afterEach } from 'vitest';
import { site, type SiteConfig } from '../config/site';

const shipped = { founder: { ...site.founder }, legal: { ...site.legal } };

export function configureSite(facts: Partial<Pick<SiteConfig, 'founder' | 'legal'>>) {
  if (facts.founder) site.founder = facts.founder;
  if (facts.legal) site.legal = facts.legal;
}

/** Registers the reset; call it at the top of a test file that uses configureSite. */
export function resetSiteAfterEach() {
  afterEach(() => {
    site.founder = { ...shipped.founder };
    site.legal = { ...shipped.legal };
  });
}

export const FOUNDER = {
  name: 'Anna Exempelsson',
  photoUrl: '/images/founder.jpg',
  linkedInUrl: 'https://www.linkedin.com/in/anna-exempelsson',
} as const;

export const LEGAL = {
  name: 'Clarity Works AB',
  organisationNumber: '559000-0000',
  postalAddress: 'Box 1, 111 11 Stockholm',
} as const;
