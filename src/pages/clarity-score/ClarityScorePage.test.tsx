import userEvent from '@testing-library/user-event';
import { render, screen } from '../../test/render';
import ClarityScorePage from './ClarityScorePage';

const INTRO = /^Clarity Pulse är en kort enkät som mäter AI-mognad/;

// The contact step's code loads when the questions show (PulseSurvey.tsx): loaded here first, so
// a test that ends at the questions leaves no import running after its environment is gone.
beforeAll(() => import('../../features/pulse/ContactStep'));

describe('Clarity Pulse page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('explains the survey before it starts, then folds the intro away and keeps the title from the questions on', async () => {
    const user = userEvent.setup();
    const { container } = render(<ClarityScorePage />, { path: '/clarity-score' });
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(container.querySelector('[data-scene]')).not.toBeNull();

    await user.click(screen.getByText('För mig själv'));
    await user.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(screen.getByRole('heading', { level: 2, name: /Steg 2 av 3/ })).toHaveFocus();
    expect(screen.queryByText(INTRO)).not.toBeInTheDocument();
    expect(container.querySelector('[data-scene]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Clarity Pulse' })).toBeInTheDocument();

    // Back at the start, the explanation is there again.
    await user.click(screen.getByRole('button', { name: 'Tillbaka' }));
    expect(screen.getByText(INTRO)).toBeInTheDocument();
  });

  it('starts folded when the visitor comes back to a survey in progress', async () => {
    window.sessionStorage.setItem('cwPulseProgress', JSON.stringify({ step: 1, persona: 'team', answers: {} }));
    render(<ClarityScorePage />, { locale: 'en', path: '/en/clarity-score' });
    expect(await screen.findByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Clarity Pulse is a short survey/)).not.toBeInTheDocument();
  });
});
