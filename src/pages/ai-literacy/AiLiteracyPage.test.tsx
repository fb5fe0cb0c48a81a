import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { render, screen, waitFor, within } from '../../test/render';
import AiLiteracyPage from './AiLiteracyPage';

describe('AI literacy page', () => {
  it('explains Article 4 of the AI Act and when it applies', () => {
    render(<AiLiteracyPage />, { path: '/ai-literacy' });
    const article4 = within(screen.getByRole('region', { name: 'Vad artikel 4 kräver' }));
    expect(article4.getByText(/förordning \(EU\) 2024\/1689/)).toBeInTheDocument();
    expect(article4.getByText(/sedan den 2 februari 2025/)).toBeInTheDocument();
  });

  it('has four cards, each one link named by its title alone', async () => {
    const user = userEvent.setup();
    const { getByTestId } = render(<AiLiteracyPage />, { locale: 'en', path: '/en/ai-literacy' });
    const cards = within(screen.getByRole('region', { name: 'Four ways to build AI literacy' }));
    const links = cards.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Clarity for You', '/en/services/clarity-for-you'],
      ['Clarity for Teams', '/en/services/clarity-for-teams'],
      ['Strategic Clarity', '/en/services/strategic-clarity'],
      ['Short training sessions', '/en/modules'],
    ]);
    await user.click(links[3]);
    // The router navigates once the new route's module is in, a task or more after the click.
    await waitFor(() => expect(getByTestId('location')).toHaveTextContent('/en/modules'));
  });

  it('closes with the external booking link and the e-mail link', () => {
    render(<AiLiteracyPage />, { locale: 'en', path: '/en/ai-literacy' });
    const cta = within(screen.getByRole('region', { name: 'Where do you stand on AI literacy?' }));
    expect(cta.getByRole('link', { name: 'Book a short call (15 min) (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(cta.getByRole('link', { name: 'Email hej@clarityworks.se' })).toHaveAttribute(
      'href',
      'mailto:hej@clarityworks.se',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<AiLiteracyPage />, { path: '/ai-literacy' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
