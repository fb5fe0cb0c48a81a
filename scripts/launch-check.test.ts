import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { site, type SiteConfig } from '../src/config/site';
import { findPlaceholders, SHIPPED_DEFAULTS } from './launch-check';

const READY: SiteConfig = {
  ...site,
  phone: '08-123 456 78',
  bookingUrl: 'https://calendly.com/real-firm/intro',
  chatBookingUrl: 'https://calendly.com/real-firm/short',
  linkedInUrl: 'https://www.linkedin.com/company/real-firm',
  xUrl: SHIPPED_DEFAULTS.xUrl,
  confirmed: ['xUrl'],
  legal: {
    name: 'Clarity Works AB',
    organisationNumber: '559000-0000',
    postalAddress: 'Storgatan 1, 111 22 Stockholm',
  },
};

describe('launch-check', () => {
  it('lists every placeholder the shipped configuration still has', () => {
    const found = findPlaceholders(site, { MAIL_TO: 'team@example.se' });
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'phone',
      'legal.name',
      'legal.organisationNumber',
      'legal.postalAddress',
      'bookingUrl',
      'chatBookingUrl',
      'linkedInUrl',
      'xUrl',
      'MAIL_TO',
    ]);
  });

  it('finds nothing once every fact is set and every kept default is confirmed', () => {
    expect(findPlaceholders(READY, { MAIL_TO: 'hej@clarityworks.se' })).toEqual([]);
  });

  it('exits non-zero and names the placeholders while any remain', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'scripts/launch-check.ts'], {
      env: { ...process.env, MAIL_TO: '' },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('phone: 070-174 06 50 is in the range PTS keeps for fiction'),
    });
  }, 60_000);
});
