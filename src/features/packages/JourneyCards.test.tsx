import userEvent from '@testing-library/user-event';
import { PACKAGES } from '../../content/packages';
import { render, screen } from '../../test/render';
import { JourneyCards } from './JourneyCards';

describe('journey cards', () => {
  it("turns 'Läs mer' into 'Visa mindre' while its text is open, on the same focused button", async () => {
    const user = userEvent.setup();
    render(<JourneyCards packageId="strategicClarity" cards={PACKAGES.strategicClarity.journey} />, {
      path: '/erbjudanden/strategic-clarity',
    });
    const more = screen.getByRole('button', { name: 'Läs mer om Syfte' });
    expect(more).toHaveTextContent(/^Läs mer$/);
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Visa mindre om Syfte' });
    expect(less).toBe(more);
    expect(less).toHaveTextContent(/^Visa mindre$/);
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();
    expect(document.getElementById(less.getAttribute('aria-controls')!)).toBeVisible();
    // The other cards stay closed and keep their label.
    expect(screen.getByRole('button', { name: /^Läs mer om Hur Strategic Clarity gör det$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAccessibleName('Läs mer om Syfte');
    expect(more).toHaveFocus();
  });

  it("says 'Show less' in English", async () => {
    const user = userEvent.setup();
    render(<JourneyCards packageId="clarityForTeams" cards={PACKAGES.clarityForTeams.journey} />, {
      locale: 'en',
      path: '/en/offers/clarity-for-teams',
    });
    await user.click(screen.getByRole('button', { name: 'Read more about Purpose' }));
    expect(screen.getByRole('button', { name: 'Show less about Purpose' })).toHaveTextContent(/^Show less$/);
  });

  it("shows the 'Hur vi gör' card's first sentence and keeps the rest behind its own 'Läs mer'", async () => {
    const user = userEvent.setup();
    render(<JourneyCards packageId="clarityForYou" cards={PACKAGES.clarityForYou.journey} />, {
      path: '/erbjudanden/clarity-for-you',
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Hur vi gör' })).toBeVisible();
    expect(screen.getByText('Vi utgår från människorna, inte från verktygen.')).toBeVisible();
    const rest = screen.getByText(/^Varje steg bygger på vår 7C-modell/);
    expect(rest).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Läs mer om Hur vi gör' }));
    expect(rest).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Visa mindre om Hur vi gör' }));
    expect(rest).not.toBeVisible();
  });
});
