import { axe } from 'jest-axe';
import { render, screen, within } from '../../test/render';
import TermsPage from './TermsPage';

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
    expect(law.getByRole('link', { name: 'hej@clarityworks.se' })).toHaveAttribute('href', 'mailto:hej@clarityworks.se');
  });

  it('has no axe violations', async () => {
    const { container } = render(<TermsPage />, { locale: 'en', path: '/en/terms' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
