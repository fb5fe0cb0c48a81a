import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROOF, site, type SiteConfig } from '../src/config/site';
import { emptyProofSlots, findPagesWithoutShareImage, findPlaceholders, SHIPPED_DEFAULTS } from './launch-check';

const READY: SiteConfig = {
  ...site,
  phone: '08-123 456 78',
  bookingUrl: 'https://calendly.com/real-firm/intro',
  chatBookingUrl: 'https://calendly.com/real-firm/short',
  linkedInUrl: 'https://www.linkedin.com/company/real-firm',
  xUrl: SHIPPED_DEFAULTS.xUrl,
  confirmed: ['xUrl'],
  founder: { name: 'Anna Andersson' },
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
      'founder.name',
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

  it('fails while the founder is unnamed, though everything else is set', () => {
    expect(findPlaceholders({ ...READY, founder: {} })).toEqual([
      'founder.name: the founder is unnamed; a buyer looks for a person',
    ]);
  });

  it('names the built pages without a share image, and asks for a build when there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'launch-check-'));
    try {
      expect(findPagesWithoutShareImage(dir)).toEqual([
        `share images: no build in ${dir} to check; run npm run build, then launch-check`,
      ]);
      const image = '<meta property="og:image" content="https://clarityworks.se/share/home.png">';
      writeFileSync(join(dir, 'index.html'), `<head>${image}</head>`);
      mkdirSync(join(dir, 'om-oss'));
      writeFileSync(join(dir, 'om-oss', 'index.html'), '<head><meta property="og:title" content="Om oss"></head>');
      expect(findPagesWithoutShareImage(dir)).toEqual(['share images: 1 page without og:image (/om-oss)']);
      writeFileSync(join(dir, 'om-oss', 'index.html'), `<head>${image}</head>`);
      expect(findPagesWithoutShareImage(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists the proof slots still empty, and none once all are set', () => {
    expect(emptyProofSlots(PROOF).map((line) => line.split(':')[0])).toEqual([
      'quote',
      'clientCase',
      'priceRanges.strategicClarity',
      'priceRanges.clarityForTeams',
      'priceRanges.clarityForYou',
      'partners',
    ]);
    const range = { sv: 'från 65 000 kr exkl. moms', en: 'from SEK 65,000 excl. VAT' };
    expect(
      emptyProofSlots({
        quote: { text: { sv: 'Citat', en: 'Quote' }, name: 'Eva Ek', role: { sv: 'HR-chef', en: 'Head of HR' } },
        clientCase: { title: { sv: 'Fall', en: 'Case' }, text: { sv: 'Text', en: 'Text' } },
        priceRanges: { strategicClarity: range, clarityForTeams: range, clarityForYou: range },
        partners: [{ name: 'Partner AB' }],
      }),
    ).toEqual([]);
  });

  it('exits non-zero and names the placeholders while any remain', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'scripts/launch-check.ts'], {
      env: { ...process.env, MAIL_TO: '' },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('phone: 070-174 06 50 is in the range PTS keeps for fiction'),
      stdout: expect.stringContaining('partners: none named'),
    });
  }, 60_000);
});
