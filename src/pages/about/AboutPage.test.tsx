import { axe } from 'jest-axe';
import { render, screen, within } from '../../test/render';
import AboutPage from './AboutPage';

describe('about page', () => {
  it('opens with the tagline as its h1 and a booking link that says it opens a new tab', () => {
    render(<AboutPage />, { path: '/om-oss' });
    expect(screen.getByRole('heading', { level: 1, name: 'Klarhet är grunden för all hållbar förändring.' })).toBeInTheDocument();
    const [book] = screen.getAllByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' });
    expect(book).toHaveAttribute('href', 'https://calendly.com/clarityworks/intro-30');
    expect(book).toHaveAttribute('target', '_blank');
  });

  it('has the five sections, the facts as a description list and a closing call to action', () => {
    render(<AboutPage />, { locale: 'en', path: '/en/about' });
    for (const name of ['Why we exist', 'The journey', 'What we believe', 'What drives us', 'How we work', 'Clarity Works at a glance']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const facts = within(screen.getByRole('region', { name: 'Clarity Works at a glance' }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual(['Founded', 'Founder', 'Approach', 'Base']);
    expect(facts.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '2025',
      'A former HR director with 15 years of experience',
      'People at the centre, with the 7C model and sensemaking',
      'Sweden, with a global partner network',
    ]);
    const cta = within(screen.getByRole('region', { name: 'Shall we take the first step together?' }));
    expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(cta.getByRole('link', { name: 'Email hej@clarityworks.se' })).toHaveAttribute('href', 'mailto:hej@clarityworks.se');
  });

  it('has no axe violations', async () => {
    const { container } = render(<AboutPage />, { path: '/om-oss' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
