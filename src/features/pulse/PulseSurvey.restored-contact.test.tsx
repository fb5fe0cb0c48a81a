/**
 * A survey restored at the contact step, in a page that has not loaded the step's code yet
 * (PulseSurvey.tsx loads it with the questions, which this visit skipped). A file of its own:
 * once any test of a file has loaded the code, the rest of that file never meets this case.
 */
import userEvent from '@testing-library/user-event';
import { messagesIn } from '../../test/catalog-text';
import { render, screen, waitFor } from '../../test/render';
import { PROGRESS_STORAGE_KEY, PulseSurvey } from './PulseSurvey';
import { INITIAL_STATE } from './survey-state';

const sv = messagesIn('sv');

// Fetched into the module cache first, so the step's own import is quick; it still runs.
beforeAll(() => import('./ContactStep'));

describe('Clarity Pulse restored at the contact step', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the contact details as saved, once the step’s code has arrived, and sends them', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetch);
    window.sessionStorage.setItem(
      PROGRESS_STORAGE_KEY,
      JSON.stringify({
        ...INITIAL_STATE,
        step: 2,
        persona: 'you',
        answers: { you_q1: 3 },
        contact: { ...INITIAL_STATE.contact, name: 'Per' },
      }),
    );
    const user = userEvent.setup();
    render(<PulseSurvey />, { path: '/clarity-score' });
    expect(await screen.findByRole('textbox', { name: sv('pulse.field.name') })).toHaveValue('Per');
    await user.click(screen.getByRole('button', { name: sv('pulse.nav.send') }));
    await screen.findByRole('heading', { name: sv('pulse.result.title') });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(fetch.mock.calls[0][1]?.body as string)).toMatchObject({ contact: { name: 'Per' } });
  });
});
