/**
 * The privacy policy: its sections and the facts it must state truly (the retention period, the
 * storage keys the code uses, Team Pulse's anonymity), in each language's words as the catalogs
 * give them (src/test/catalog-text.ts), so a change of wording changes no test.
 */
import { axe } from 'jest-axe';
import { site } from '../../config/site';
import { IMY_URL, PRIVACY_SECTIONS, type LegalBlock } from '../../content/legal';
import { INTEREST_LIST_KEYS } from '../../features/interest-list/interest-list-store';
import { PROGRESS_STORAGE_KEY } from '../../features/pulse/PulseSurvey';
import { ANSWERED_STORAGE_KEY } from '../../features/team-pulse/answered-before';
import { LOCALE_STORAGE_KEY } from '../../routing/locale';
import { LOCALES } from '../../routing/route-table';
import { message, messagesIn } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { configureSite, LEGAL, resetSiteAfterEach } from '../../test/site-config';
import PrivacyPage from './PrivacyPage';

resetSiteAfterEach();

const sv = messagesIn('sv');
const en = messagesIn('en');
const sectionById = (id: string) => PRIVACY_SECTIONS.find((section) => section.id === id)!;
const blockOf = <Kind extends LegalBlock['kind']>(kind: Kind) =>
  PRIVACY_SECTIONS.flatMap((section) => section.blocks).find(
    (block): block is Extract<LegalBlock, { kind: Kind }> => block.kind === kind,
  )!;
const entity = blockOf('entity');

describe('privacy policy', () => {
  it('states the retention period the purge command keeps (24 months), in both languages', () => {
    // The period `npm run leads -- purge --older-than 24m` is run with (server/leads.ts).
    const months = { sv: /\b24 månader\b/, en: /\b24 months\b/ };
    for (const locale of LOCALES) expect(message(locale, 'privacy.retention.text')).toMatch(months[locale]);
    render(<PrivacyPage />, { path: '/integritetspolicy' });
    const retention = within(screen.getByRole('region', { name: sv(sectionById('retention').title) }));
    expect(retention.getByText(sv('privacy.retention.text'))).toBeInTheDocument();
  });

  it('names every browser storage key the code uses', () => {
    render(<PrivacyPage />, { locale: 'en', path: '/en/privacy-policy' });
    const storage = within(screen.getByRole('region', { name: en(sectionById('storage').title) }));
    for (const key of [
      ...LOCALES.map((locale) => INTEREST_LIST_KEYS[locale]),
      LOCALE_STORAGE_KEY,
      PROGRESS_STORAGE_KEY,
      ANSWERED_STORAGE_KEY,
    ]) {
      expect(storage.getByText(new RegExp(`\\b${key.replaceAll('.', '\\.')}\\b`))).toBeInTheDocument();
    }
  });

  it('says what Team Pulse stores with an answer, and how long a survey is kept', () => {
    render(<PrivacyPage />, { path: '/integritetspolicy' });
    const collect = within(screen.getByRole('region', { name: sv(sectionById('collect').title) }));
    expect(collect.getByText(sv('privacy.collect.teamPulse'))).toBeInTheDocument();
    const retention = within(screen.getByRole('region', { name: sv(sectionById('retention').title) }));
    expect(retention.getByText(sv('privacy.retention.teamPulse'))).toBeInTheDocument();
  });

  it('tells the visitor how to exercise their rights and where to complain', () => {
    render(<PrivacyPage />, { path: '/integritetspolicy' });
    const rights = within(screen.getByRole('region', { name: sv(sectionById('rights').title) }));
    expect(rights.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const imy = rights.getByRole('link', { name: `${sv(blockOf('imy').text)} ${sv('common.opensInNewTab')}` });
    expect(imy).toHaveAttribute('href', IMY_URL);
    expect(imy).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      PRIVACY_SECTIONS.map((section) => sv(section.title)),
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<PrivacyPage />, { path: '/integritetspolicy' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the firm by its brand and gives no registered details while none is configured', () => {
    const { container } = render(<PrivacyPage />, { path: '/integritetspolicy' });
    const section = within(screen.getByRole('region', { name: sv(sectionById('controller').title) }));
    expect(section.getByText(sv(entity.text, { name: site.brandName }))).toBeInTheDocument();
    expect(section.queryByRole('term')).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/undefined|\{|\}/);
  });

  it('names the legal entity with its organisation number and postal address once configured', async () => {
    configureSite({ legal: { ...LEGAL } });
    const { container } = render(<PrivacyPage />, { path: '/integritetspolicy' });
    const section = within(screen.getByRole('region', { name: sv(sectionById('controller').title) }));
    expect(section.getByText(sv(entity.text, { name: LEGAL.name }))).toBeInTheDocument();
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual([
      sv(entity.numberLabel),
      sv(entity.addressLabel),
    ]);
    expect(section.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      LEGAL.organisationNumber,
      LEGAL.postalAddress,
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows only the details that are configured, in English too', () => {
    configureSite({ legal: { postalAddress: LEGAL.postalAddress } });
    render(<PrivacyPage />, { locale: 'en', path: '/en/privacy-policy' });
    const section = within(screen.getByRole('region', { name: en(sectionById('controller').title) }));
    expect(section.getByText(en(entity.text, { name: site.brandName }))).toBeInTheDocument();
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual([en(entity.addressLabel)]);
  });
});
