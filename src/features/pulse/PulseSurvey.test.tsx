import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '../../test/render';
import { PROGRESS_STORAGE_KEY, PulseSurvey } from './PulseSurvey';

async function toContactStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('För mig själv'));
  await user.click(screen.getByRole('button', { name: 'Nästa' }));
  await user.click(screen.getAllByRole('radiogroup')[0].querySelector('input[value="3"]')!);
  await user.click(screen.getByRole('button', { name: 'Nästa' }));
  // The contact step's code loads with the questions: wait for its form.
  await screen.findAllByRole('checkbox');
}

// The contact step's code loads when the questions show (PulseSurvey.tsx): loaded here first, so
// a test that ends at the questions leaves no import running after its environment is gone.
beforeAll(() => import('./ContactStep'));

describe('Clarity Pulse survey', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing on Send when the honeypot is filled', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { container } = render(<PulseSurvey />, { path: '/clarity-score' });
    await toContactStep(user);
    await user.click(screen.getByRole('checkbox'));
    await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, 'bot');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.queryByRole('heading', { name: 'Ditt resultat' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('shows an address the server would refuse on its field, and sends nothing until it is fixed', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetch);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    onTestFinished(() => open.mockRestore());
    const user = userEvent.setup();
    const { container } = render(<PulseSurvey />, { path: '/clarity-score' });
    await toContactStep(user);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    await user.type(email, 'inte en adress');
    await user.click(screen.getByRole('radio', { name: 'Ja, gärna' }));
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(email).toHaveAccessibleDescription('Ange en giltig e-postadress');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled(); // No booking tab for a send that did not happen.

    await user.clear(email);
    await user.type(email, 'per@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('heading', { name: 'Ditt resultat' })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it('opens booking only from Send, never from ticking consent, and warns when it is blocked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}')),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<PulseSurvey />, { path: '/clarity-score' });
    await toContactStep(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByText('Ja, gärna'));
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(open).toHaveBeenCalledWith('https://calendly.com/clarityworks/intro-30', '_blank');
    expect(warn).toHaveBeenCalledWith('The booking page could not be opened: the popup was blocked.');
    expect(await screen.findByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' })).toBeInTheDocument();
    open.mockRestore();
    warn.mockRestore();
  });

  it('keeps the answers in session storage until sent, then clears them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}')),
    );
    const user = userEvent.setup();
    render(<PulseSurvey />, { path: '/clarity-score' });
    await toContactStep(user);
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(PROGRESS_STORAGE_KEY)!)).toMatchObject({
        step: 2,
        persona: 'you',
        answers: { you_q1: 3 },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByRole('heading', { name: 'Ditt resultat' });
    expect(window.sessionStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
  });

  it('restores saved progress without first overwriting it with an empty survey', async () => {
    const user = userEvent.setup();
    const first = render(<PulseSurvey />, { path: '/clarity-score' });
    await toContactStep(user);
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(PROGRESS_STORAGE_KEY)!)).toMatchObject({ step: 2 }),
    );
    first.unmount();

    const written: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === PROGRESS_STORAGE_KEY) written.push(value);
    });
    render(<PulseSurvey />, { path: '/clarity-score' });
    await screen.findByRole('textbox', { name: /Namn/ });
    setItem.mockRestore();
    expect(written.map((value) => (JSON.parse(value) as { step: number }).step)).not.toContain(0);
  });
});
