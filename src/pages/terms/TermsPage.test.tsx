import { axe } from 'jest-axe';
import { render, screen, within } from '../../test/render';
import { configureSite, LEGAL, resetSiteAfterEach } from '../../test/site-config';
import TermsPage from './TermsPage';

resetSiteAfterEach();

describe('terms of use', () => {
  it('covers the content, copyright, forms, links, liability, changes and governing law', () => {
    render(<TermsPage />, { path: '/villkor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Villkor' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Om webbplatsen',
      'Innehållet är allmän information',
      'Upphovsrätt och varumärken',
      'Formulär och enkät',
      'Länkar och externa tjänster',
      'Ansvar',
      'Ändringar',
      'Tillämplig lag och kontakt',
    ]);
  });

  it('links to the privacy policy in the page’s language and gives the e-mail address', () => {
    render(<TermsPage />, { locale: 'en', path: '/en/terms' });
    const forms = within(screen.getByRole('region', { name: 'Forms and the survey' }));
    expect(forms.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/en/privacy-policy');
    const law = within(screen.getByRole('region', { name: 'Governing law and contact' }));
    expect(law.getByRole('link', { name: 'hej@clarityworks.se' })).toHaveAttribute(
      'href',
      'mailto:hej@clarityworks.se',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<TermsPage />, { locale: 'en', path: '/en/terms' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the firm by its brand and gives no registered details while none is configured', () => {
    const { container } = render(<TermsPage />, { path: '/villkor' });
    const section = within(screen.getByRole('region', { name: 'Om webbplatsen' }));
    expect(section.getByText(/Webbplatsen drivs av/).textContent).toMatch(/Clarity Works(?! AB)/);
    expect(section.queryByRole('term')).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/undefined|\{|\}|Organisationsnummer|Postadress/);
  });

  it('names the legal entity with its organisation number and postal address once configured', async () => {
    configureSite({ legal: { ...LEGAL } });
    const { container } = render(<TermsPage />, { path: '/villkor' });
    const section = within(screen.getByRole('region', { name: 'Om webbplatsen' }));
    expect(section.getByText(/Webbplatsen drivs av/).textContent).toContain('Clarity Works AB');
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual(['Organisationsnummer', 'Postadress']);
    expect(section.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      LEGAL.organisationNumber,
      LEGAL.postalAddress,
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows only the details that are configured, in English too', () => {
    configureSite({ legal: { postalAddress: LEGAL.postalAddress } });
    render(<TermsPage />, { locale: 'en', path: '/en/terms' });
    const section = within(screen.getByRole('region', { name: 'About the website' }));
    expect(section.getByText(/The website is run by/).textContent).toMatch(/Clarity Works(?! AB)/);
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual(['Postal address']);
  });
});
