/**
 * The contact step's code loads while the questions are answered, so the step is there the
 * moment Next is pressed, and a Tab right after lands on its first field (PulseSurvey.tsx).
 * A file of its own: once any test of a file has loaded the code, later tests would pass
 * without the preload.
 */
import userEvent from '@testing-library/user-event';
import { messagesIn } from '../../test/catalog-text';
import { fireEvent, render, screen, within } from '../../test/render';
import { PulseSurvey } from './PulseSurvey';

const sv = messagesIn('sv');

// Fetched into the module cache first, so the step's own import is quick; it still runs.
beforeAll(() => import('./ContactStep'));

describe('Clarity Pulse contact step', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is there the moment Next is pressed on the questions', async () => {
    const user = userEvent.setup();
    render(<PulseSurvey />, { path: '/clarity-score' });
    await user.click(screen.getByText(sv('pulse.persona.you.name')));
    await user.click(screen.getByRole('button', { name: sv('pulse.nav.next') }));
    const first = screen.getByRole('radiogroup', { name: sv('pulse.question.you_q1') });
    await user.click(within(first).getAllByRole('radio')[2]);

    // One press, and nothing awaited after it: the step must render in the same turn.
    fireEvent.click(screen.getByRole('button', { name: sv('pulse.nav.next') }));
    expect(screen.getByRole('textbox', { name: sv('pulse.field.name') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(sv('pulse.step2.title')) })).toHaveFocus();
  });
});
