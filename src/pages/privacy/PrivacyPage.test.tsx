import { axe } from 'jest-axe';
import { render, screen, within } from '../../test/render';
import { configureSite, LEGAL, resetSiteAfterEach } from '../../test/site-config';
import PrivacyPage from './PrivacyPage';

resetSiteAfterEach();

describe('privacy policy', () => {
  it('states the retention period the purge command keeps (24 months)', () => {
    render(<PrivacyPage />, { path: '/integritetspolicy' });
    const retention = within(screen.getByRole('region', { name: 'Hur länge vi sparar uppgifterna' }));
    expect(retention.getByText(/i högst 24 månader/)).toBeInTheDocument();
  });

  it('names the browser storage keys the code uses and says there are no tracking cookies', () => {
    render(<PrivacyPage />, { locale: 'en', path: '/en/privacy-policy' });
    const storage = within(screen.getByRole('region', { name: 'Storage in your browser – no tracking cookies' }));
    for (const key of [
      'cwSelectedModules',
      'cwSelectedModulesEn',
      'cwLocale',
      'cwPulseProgress',
      'clarity.teamPulse.answered',
    ]) {
      expect(storage.getByText(new RegExp(`\\b${key}\\b`))).toBeInTheDocument();
    }
    expect(storage.getByText(/no cookies for tracking/)).toBeInTheDocument();
  });

  it('says what Team Pulse stores and what it never stores with an answer, and how long a survey is kept', () => {
    render(<PrivacyPage />, { path: '/integritetspolicy' });
    const collect = within(screen.getByRole('region', { name: 'Vilka uppgifter vi samlar in' }));
    expect(collect.getByText(/Teammedlemmarnas svar sparas utan namn, e-postadress, IP-adress/)).toBeInTheDocument();
    const retention = within(screen.getByRole('region', { name: 'Hur länge vi sparar uppgifterna' }));
    expect(retention.getByText(/teamundersökning och alla dess svar sparas tills/)).toBeInTheDocument();
  });

  it('tells the visitor how to exercise their rights and where to complain', () => {
    render(<PrivacyPage />, { path: '/integritetspolicy' });
    const rights = within(screen.getByRole('region', { name: 'Dina rättigheter' }));
    expect(rights.getByRole('link', { name: 'hej@clarityworks.se' })).toHaveAttribute(
      'href',
      'mailto:hej@clarityworks.se',
    );
    expect(
      rights.getByRole('link', { name: 'Integritetsskyddsmyndigheten, imy.se (öppnas i en ny flik)' }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
  });

  it('has no axe violations', async () => {
    const { container } = render(<PrivacyPage />, { path: '/integritetspolicy' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the firm by its brand and gives no registered details while none is configured', () => {
    const { container } = render(<PrivacyPage />, { path: '/integritetspolicy' });
    const section = within(screen.getByRole('region', { name: 'Vem som ansvarar för dina uppgifter' }));
    expect(section.getByText(/är personuppgiftsansvarig/).textContent).toMatch(/Clarity Works(?! AB)/);
    expect(section.queryByRole('term')).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/undefined|\{|\}|Organisationsnummer|Postadress/);
  });

  it('names the legal entity with its organisation number and postal address once configured', async () => {
    configureSite({ legal: { ...LEGAL } });
    const { container } = render(<PrivacyPage />, { path: '/integritetspolicy' });
    const section = within(screen.getByRole('region', { name: 'Vem som ansvarar för dina uppgifter' }));
    expect(section.getByText(/är personuppgiftsansvarig/).textContent).toContain('Clarity Works AB');
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual(['Organisationsnummer', 'Postadress']);
    expect(section.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      LEGAL.organisationNumber,
      LEGAL.postalAddress,
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows only the details that are configured, in English too', () => {
    configureSite({ legal: { postalAddress: LEGAL.postalAddress } });
    render(<PrivacyPage />, { locale: 'en', path: '/en/privacy-policy' });
    const section = within(screen.getByRole('region', { name: 'Who is responsible for your data' }));
    expect(section.getByText(/is the controller/).textContent).toMatch(/Clarity Works(?! AB)/);
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual(['Postal address']);
  });
});
