import userEvent from '@testing-library/user-event';
import type { Persona } from '../../domain/pulse/questions';
import type { MessageId } from '../../i18n/messages';
import { pathFor } from '../../routing/route-table';
import { messagesIn } from '../../test/catalog-text';
import { render, screen, waitFor, within } from '../../test/render';
import { PROGRESS_STORAGE_KEY, PulseSurvey } from './PulseSurvey';
import { INITIAL_STATE, type leadPayload, type SurveyState } from './survey-state';

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

const sv = messagesIn('sv');

/** A rendered survey with the server and the booking tab answered for; what was sent is in `sent()`. */
function startSurvey() {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{"ok":true}'));
  vi.stubGlobal('fetch', fetch);
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup();
  const view = render(<PulseSurvey />, { path: '/clarity-score' });
  /** The lead the server got. */
  const sent = () => JSON.parse(fetch.mock.calls[0][1]?.body as string) as ReturnType<typeof leadPayload>;
  return { ...view, user, fetch, open, sent };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A step's heading: its progress, then its title. */
function stepHeading(step: number, title: MessageId) {
  const name = new RegExp(`^${escaped(sv('pulse.progress', { step, total: 3 }))}\\s*:\\s*${escaped(sv(title))}$`);
  return screen.getByRole('heading', { level: 2, name });
}

function personaRadio(persona: Persona) {
  return screen.getByRole('radio', {
    name: new RegExp(`^${escaped(sv(`pulse.persona.${persona}.name` as MessageId))}`),
  });
}

function saved() {
  return JSON.parse(window.sessionStorage.getItem(PROGRESS_STORAGE_KEY) ?? 'null') as SurveyState | null;
}

/** Progress as an earlier visit left it. */
function restore(state: Partial<Omit<SurveyState, 'step'>> & { step: SurveyState['step'] }) {
  window.sessionStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify({ ...INITIAL_STATE, ...state }));
}

const send = () => screen.getByRole('button', { name: sv('pulse.nav.send') });
const followUpYes = () => screen.getByRole('radio', { name: sv('pulse.followup.yes') });

describe('Clarity Pulse, step by step', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('leaves focus alone when the survey first shows, and keeps the step heading out of the Tab order', async () => {
    const { user } = startSurvey();
    expect(stepHeading(1, 'pulse.step0.title')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(personaRadio('you')).toHaveFocus();
  });

  it('shows the chosen persona as chosen, also after going back to it, and lets Next go on', async () => {
    const { user } = startSurvey();
    const next = screen.getByRole('button', { name: sv('pulse.nav.next') });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByText(sv('pulse.persona.team.name')));
    expect(personaRadio('team')).toBeChecked();
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    expect(stepHeading(2, 'pulse.step1.title')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: sv('pulse.nav.back') }));
    expect(stepHeading(1, 'pulse.step0.title')).toHaveFocus();
    expect(personaRadio('team')).toBeChecked();
  });

  it('asks the open questions in empty text areas, shows what is typed and sends it', async () => {
    const { user, fetch, sent } = startSurvey();
    await user.click(screen.getByText(sv('pulse.persona.you.name')));
    await user.click(screen.getByRole('button', { name: sv('pulse.nav.next') }));
    const first = screen.getByRole('textbox', { name: sv('pulse.question.you_open1') });
    const second = screen.getByRole('textbox', { name: sv('pulse.question.you_open2') });
    expect(first).toHaveValue('');
    expect(second).toHaveValue('');
    await user.type(first, 'Mer tid att prova');
    expect(first).toHaveValue('Mer tid att prova');
    await user.click(screen.getByRole('button', { name: sv('pulse.nav.next') }));
    await user.click(await screen.findByRole('button', { name: sv('pulse.nav.send') }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sent().answers).toEqual({ you_open1: 'Mer tid att prova' });
  });

  it('starts afresh rather than show a finished survey again', () => {
    restore({ step: 'result', persona: 'you', answers: { you_q1: 3 } });
    startSurvey();
    expect(stepHeading(1, 'pulse.step0.title')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: sv('pulse.result.title') })).not.toBeInTheDocument();
  });

  it('keeps the contact details as they are typed, so a reload keeps them', async () => {
    const { user, unmount } = startSurvey();
    await toContactStep(user);
    await user.type(screen.getByRole('textbox', { name: sv('pulse.field.name') }), 'Per');
    await user.type(screen.getByRole('textbox', { name: sv('pulse.field.email') }), 'per@example.se');
    await waitFor(() =>
      expect(saved()).toMatchObject({
        contact: { ...INITIAL_STATE.contact, name: 'Per', email: 'per@example.se' },
        website: '',
      }),
    );
    unmount();

    render(<PulseSurvey />, { path: '/clarity-score' });
    expect(await screen.findByRole('textbox', { name: sv('pulse.field.name') })).toHaveValue('Per');
    expect(screen.getByRole('textbox', { name: sv('pulse.field.email') })).toHaveValue('per@example.se');
  });

  it('keeps a filled honeypot through a reload, so a bot still sends nothing', async () => {
    const { user, container, unmount, fetch } = startSurvey();
    await toContactStep(user);
    await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, 'bot');
    await waitFor(() => expect(saved()).toMatchObject({ website: 'bot', contact: INITIAL_STATE.contact }));
    expect(saved()!.contact).not.toHaveProperty('website');
    unmount();

    render(<PulseSurvey />, { path: '/clarity-score' });
    await screen.findByRole('textbox', { name: sv('pulse.field.name') });
    await user.click(send());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: sv('pulse.result.title') })).not.toBeInTheDocument();
  });

  it('offers the organisation sizes as ranges of employees, and sends the one chosen', async () => {
    const { user, fetch, sent } = startSurvey();
    await toContactStep(user);
    const size = screen.getByRole('combobox', { name: sv('pulse.field.size') });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      sv('pulse.field.sizePlaceholder'),
      ...['1–10', '11–50', '51–250', '251–1000', '1000+'].map((range) =>
        sv('pulse.field.size.option', { size: range }),
      ),
    ]);
    await user.selectOptions(size, sv('pulse.field.size.option', { size: '11–50' }));
    expect(size).toHaveValue('11-50');
    await user.click(send());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sent().contact.size).toBe('11-50');
  });

  it('drops a restored size that is no longer offered, so Send is not blocked by a choice the visitor cannot see', async () => {
    restore({ step: 2, persona: 'you', contact: { ...INITIAL_STATE.contact, size: '5000+', name: 'Per' } });
    const { user, sent } = startSurvey();
    const size = await screen.findByRole('combobox', { name: sv('pulse.field.size') });
    expect(size).toHaveValue(''); // The placeholder shows, as the visitor sees it.
    expect(screen.getByRole('textbox', { name: sv('pulse.field.name') })).toHaveValue('Per');
    await user.click(send());
    expect(await screen.findByRole('heading', { name: sv('pulse.result.title') })).toBeInTheDocument();
    await waitFor(() => expect(sent().contact).toMatchObject({ size: '', name: 'Per' }));
  });

  it('shows the follow-up answer as chosen, also after a reload', async () => {
    const { user, unmount } = startSurvey();
    await toContactStep(user);
    expect(followUpYes()).not.toBeChecked();
    await user.click(followUpYes());
    expect(followUpYes()).toBeChecked();
    await waitFor(() => expect(saved()?.contact.cw_followup).toBe('yes'));
    unmount();

    render(<PulseSurvey />, { path: '/clarity-score' });
    await screen.findByRole('textbox', { name: sv('pulse.field.name') });
    expect(followUpYes()).toBeChecked();
  });

  it('goes back from the contact details to the questions, answers kept', async () => {
    const { user } = startSurvey();
    await toContactStep(user);
    await user.click(screen.getByRole('button', { name: sv('pulse.nav.back') }));
    expect(stepHeading(2, 'pulse.step1.title')).toHaveFocus();
    const first = screen.getByRole('radiogroup', { name: sv('pulse.question.you_q1') });
    expect(within(first).getByRole('radio', { checked: true })).toHaveAttribute('value', '3');
  });

  it('asks browsers to fill in the details they know, with the keyboards for an address and a number', async () => {
    const { user } = startSurvey();
    await toContactStep(user);
    const field = (id: MessageId) => screen.getByRole('textbox', { name: sv(id) });
    expect(field('pulse.field.name')).toHaveAttribute('autocomplete', 'name');
    expect(field('pulse.field.title')).toHaveAttribute('autocomplete', 'organization-title');
    expect(field('pulse.field.company')).toHaveAttribute('autocomplete', 'organization');
    expect(field('pulse.field.email')).toHaveAttribute('autocomplete', 'email');
    expect(field('pulse.field.email')).toHaveAttribute('type', 'email');
    expect(field('pulse.field.phone')).toHaveAttribute('autocomplete', 'tel');
    expect(field('pulse.field.phone')).toHaveAttribute('type', 'tel');
  });

  it('links to the privacy policy under the form', async () => {
    const { user } = startSurvey();
    await toContactStep(user);
    expect(screen.getByRole('link')).toHaveAttribute('href', pathFor('privacy', 'sv'));
  });

  it('opens the booking page without handing it this page, and warns of nothing', async () => {
    const { user, open } = startSurvey();
    const tab = { opener: window } as unknown as Window;
    open.mockReturnValue(tab);
    await toContactStep(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(send());
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
    await screen.findByRole('heading', { name: sv('pulse.result.title') });
  });

  it('opens no booking page for a visitor who neither agreed to contact nor asked for it', async () => {
    const { user, open, fetch } = startSurvey();
    await toContactStep(user);
    await user.click(screen.getByRole('radio', { name: sv('pulse.followup.no') }));
    await user.click(send());
    await screen.findByRole('heading', { name: sv('pulse.result.title') });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
  });
});
