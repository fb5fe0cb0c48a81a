import { axe } from 'jest-axe';
import { render, screen, within } from '../../test/render';
import SensemakingPage from './SensemakingPage';

describe('sensemaking page', () => {
  it('lists the three uses in order', () => {
    render(<SensemakingPage />, { path: '/sensemaking' });
    const uses = within(screen.getByRole('region', { name: 'Tre sätt vi använder sensemaking' }));
    expect(uses.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Som analysverktyg',
      'Som designprincip för workshops',
      'Som ledarskapsförmåga',
    ]);
  });

  it('links to the 7C model and closes with contact and e-mail', () => {
    render(<SensemakingPage />, { locale: 'en', path: '/en/sensemaking' });
    expect(screen.getByRole('link', { name: 'Explore the 7C model' })).toHaveAttribute('href', '/en/7c-model');
    const cta = within(screen.getByRole('region', { name: 'Want to understand how your organisation sees AI?' }));
    expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(cta.getByRole('link', { name: 'Email hej@clarityworks.se' })).toHaveAttribute(
      'href',
      'mailto:hej@clarityworks.se',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<SensemakingPage />, { path: '/sensemaking' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
