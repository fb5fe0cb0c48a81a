/**
 * A team member answers through the share link: what the page says about the link (incomplete,
 * unknown, unreachable, used), the invitation, the six statements on one 1–5 scale, the answers
 * that are required, what the server receives, and what the member sees once it has answered
 * or refused.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '../../test/render';
import { message } from '../../test/catalog-text';
import type { MessageId } from '../../i18n/messages';
import { site } from '../../config/site';
import { ANSWERED_STORAGE_KEY } from './answered-before';
import { AnswerSurvey } from './AnswerSurvey';

const SHARE = 'S'.repeat(43);
const PATH = '/teampuls/svara';
const sv = (id: string, values?: Record<string, string | number>) => message('sv', id as MessageId, values);

const RATING_KEYS = ['team_q1', 'team_q2', 'team_q3', 'team_q4', 'team_q5', 'team_q6'];
const statement = (key: string) => sv(`pulse.question.${key}`);

type Reply = [status: number, body: unknown];

/**
 * A server that answers each function by name (a reply, or a function that gives one later),
 * 404 for any other, and records each call's body.
 */
function stubServer(replies: Record<string, Reply | (() => Promise<Reply>)>) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.split('/').pop()!;
      calls.push({ name, body: JSON.parse(init.body as string) as Record<string, unknown> });
      const reply = replies[name] ?? [404, { ok: false }];
      const [status, body] = typeof reply === 'function' ? await reply() : reply;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const invitation = (survey: Record<string, unknown> = {}): Reply => [
  200,
  { ok: true, survey: { teamName: 'Ekonomi', locale: 'sv', threshold: 4, ...survey } },
];

/** Opens the share link and waits for the form. */
async function openSurvey() {
  window.location.hash = `#${SHARE}`;
  render(<AnswerSurvey />, { locale: 'sv', path: PATH });
  return screen.findByRole('form', { name: sv('teamPulse.answer.formTitle') });
}

const group = (key: string) => screen.getByRole('radiogroup', { name: statement(key) });
/** A point's name: its number, then its words (jsdom does not lay out the hidden words as a block, so no space). */
const point = (n: number) => new RegExp(`^${n}\\s*${sv(`pulse.scale.${n}`)}$`);

async function rate(user: ReturnType<typeof userEvent.setup>, key: string, n: number) {
  await user.click(within(group(key)).getByRole('radio', { name: point(n) }));
}

const sendButton = () => screen.getByRole('button', { name: sv('teamPulse.answer.send') });
const summaryTitle = /påståenden? saknar svar$|^Ett påstående saknar svar$/;

describe('opening a share link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
    window.localStorage.clear();
  });

  it('a link without its code says it is incomplete, and asks the server nothing', async () => {
    const calls = stubServer({ invitation: invitation() });
    window.location.hash = '';
    render(<AnswerSurvey />, { locale: 'sv', path: PATH });
    expect(await screen.findByRole('heading', { name: sv('teamPulse.problem.missing.title') })).toHaveFocus();
    expect(screen.getByText(sv('teamPulse.problem.missing.share'))).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('an unknown or closed link says that no survey is found, with a way to start one', async () => {
    const calls = stubServer({ invitation: [404, { ok: false }] });
    window.location.hash = `#${SHARE}`;
    render(<AnswerSurvey />, { locale: 'sv', path: PATH });
    expect(await screen.findByRole('heading', { name: sv('teamPulse.problem.notFound.title') })).toHaveFocus();
    expect(screen.getByText(sv('teamPulse.problem.notFound.share'))).toBeVisible();
    expect(screen.getByRole('link', { name: sv('teamPulse.problem.start') })).toBeVisible();
    expect(screen.queryByRole('button', { name: sv('teamPulse.problem.retry') })).toBeNull();
    expect(calls).toEqual([{ name: 'invitation', body: { token: SHARE } }]);
  });

  it.each([
    ['a server error', [500, { ok: false }] as Reply],
    ['a request it refuses as malformed', [400, { ok: false, errors: { token: 'validation.invalid' } }] as Reply],
  ])(
    'after %s, says the survey cannot be reached, and Try again opens it once the server answers',
    async (_, reply) => {
      const replies: Record<string, Reply> = { invitation: reply };
      const calls = stubServer(replies);
      const user = userEvent.setup();
      window.location.hash = `#${SHARE}`;
      render(<AnswerSurvey />, { locale: 'sv', path: PATH });
      expect(await screen.findByRole('heading', { name: sv('teamPulse.problem.failed.title') })).toHaveFocus();
      expect(screen.getByText(sv('teamPulse.problem.failed.share', { email: site.email }))).toBeVisible();
      replies.invitation = invitation();
      await user.click(screen.getByRole('button', { name: sv('teamPulse.problem.retry') }));
      expect(await screen.findByRole('form', { name: sv('teamPulse.answer.formTitle') })).toBeVisible();
      expect(calls.map((call) => call.name)).toEqual(['invitation', 'invitation']);
    },
  );

  it('a personal link used before says so kindly, in the page’s words when the server gives none', async () => {
    stubServer({ invitation: [410, { ok: false }] });
    window.location.hash = `#${SHARE}`;
    render(<AnswerSurvey />, { locale: 'sv', path: PATH });
    expect(await screen.findByRole('heading', { name: sv('teamPulse.problem.used.title') })).toHaveFocus();
    expect(screen.getByText(sv('teamPulse.problem.used.text'))).toBeVisible();
  });

  it.each([
    ['Ekonomi', 'Ekonomi'],
    ['', sv('teamPulse.answer.yourTeam')],
  ])('the invitation names the team "%s" as %s', async (teamName, shown) => {
    stubServer({ invitation: invitation({ teamName }) });
    await openSurvey();
    expect(screen.getByRole('heading', { name: sv('teamPulse.answer.inviteTitle', { team: shown }) })).toBeVisible();
  });

  it('each statement offers the whole scale, 1 to 5, each point with its words', async () => {
    stubServer({ invitation: invitation() });
    await openSurvey();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(RATING_KEYS.length);
    for (const key of RATING_KEYS) {
      expect(within(group(key)).getAllByRole('radio')).toHaveLength(5);
      for (const n of [1, 2, 3, 4, 5]) expect(within(group(key)).getByRole('radio', { name: point(n) })).toBeVisible();
    }
  });

  it('a browser that has not answered the survey before is not reminded', async () => {
    stubServer({ invitation: invitation() });
    await openSurvey();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a browser that has answered the survey before is reminded that each browser answers once', async () => {
    window.localStorage.setItem(ANSWERED_STORAGE_KEY, JSON.stringify([SHARE.slice(0, 12)]));
    stubServer({ invitation: invitation() });
    await openSurvey();
    expect(screen.getByRole('note')).toHaveTextContent(sv('teamPulse.answer.answeredBefore'));
  });
});

describe('answering', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
    window.localStorage.clear();
  });

  it('sends nothing while statements are unrated: the summary takes focus, names each one and shrinks as they are rated', async () => {
    const calls = stubServer({ invitation: invitation(), answer: [200, { ok: true, message: 'ok' }] });
    const user = userEvent.setup();
    await openSurvey();
    expect(screen.queryByRole('alert', { name: summaryTitle })).toBeNull();
    await rate(user, 'team_q2', 4);
    await user.click(sendButton());

    const summary = await screen.findByRole('alert', { name: sv('teamPulse.answer.missing', { count: 5 }) });
    await waitFor(() => expect(summary).toHaveFocus());
    const unrated = ['team_q1', 'team_q3', 'team_q4', 'team_q5', 'team_q6'];
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(unrated.map(statement));
    // Each link leads to its statement's group, which says what to do.
    for (const [i, key] of unrated.entries()) {
      const target = document.getElementById(links[i].getAttribute('href')!.slice(1));
      expect(target).toBe(group(key));
      expect(within(group(key)).getByText(sv('teamPulse.answer.rateThis'))).toBeVisible();
    }
    expect(within(group('team_q2')).queryByText(sv('teamPulse.answer.rateThis'))).toBeNull();
    // Following a link takes a keyboard or screen-reader user into the statement's scale: its
    // group cannot take focus itself, so its first choice does.
    await user.click(links[1]);
    expect(within(group('team_q3')).getAllByRole('radio')[0]).toHaveFocus();

    // Rating one takes it off the summary and clears its error; the others stay.
    await rate(user, 'team_q3', 2);
    const shorter = screen.getByRole('alert', { name: sv('teamPulse.answer.missing', { count: 4 }) });
    expect(
      within(shorter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['team_q1', 'team_q4', 'team_q5', 'team_q6'].map(statement));
    expect(within(group('team_q3')).queryByText(sv('teamPulse.answer.rateThis'))).toBeNull();
    expect(within(group('team_q1')).getByText(sv('teamPulse.answer.rateThis'))).toBeVisible();

    // Once all are rated, the summary is gone.
    for (const key of ['team_q1', 'team_q4', 'team_q5', 'team_q6']) await rate(user, key, 3);
    expect(screen.queryByRole('alert', { name: summaryTitle })).toBeNull();
    expect(calls.map((call) => call.name)).toEqual(['invitation']);
  });

  it('sends every rating and the open answers as written, leaves blank ones out, and thanks the member', async () => {
    const calls = stubServer({ invitation: invitation(), answer: [200, { ok: true, message: 'ok' }] });
    const user = userEvent.setup();
    await openSurvey();
    const open1 = screen.getByRole('textbox', { name: statement('team_open1') });
    const open2 = screen.getByRole('textbox', { name: statement('team_open2') });
    expect(open1).toHaveValue('');
    expect(open2).toHaveValue('');
    for (const [i, key] of RATING_KEYS.entries()) await rate(user, key, (i % 5) + 1);
    await user.type(open1, ' Mer tid att testa ');
    await user.type(open2, '   ');
    expect(open1).toHaveValue(' Mer tid att testa ');
    await user.click(sendButton());

    expect(await screen.findByRole('heading', { name: sv('teamPulse.thanks.title') })).toHaveFocus();
    expect(screen.getByText(sv('teamPulse.thanks.text', { threshold: 4 }))).toBeVisible();
    expect(calls[1]).toEqual({
      name: 'answer',
      body: {
        token: SHARE,
        answerKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
        locale: 'sv',
        answers: {
          team_q1: 1,
          team_q2: 2,
          team_q3: 3,
          team_q4: 4,
          team_q5: 5,
          team_q6: 1,
          team_open1: ' Mer tid att testa ',
        },
      },
    });
  });

  it('an open answer stops at 2 000 characters, and that is what is sent', async () => {
    const calls = stubServer({ invitation: invitation(), answer: [200, { ok: true, message: 'ok' }] });
    const user = userEvent.setup();
    await openSurvey();
    for (const key of RATING_KEYS) await rate(user, key, 5);
    const open1 = screen.getByRole('textbox', { name: statement('team_open1') });
    await user.click(open1);
    await user.paste('a'.repeat(2_100));
    expect(open1).toHaveValue('a'.repeat(2_000));
    await user.click(sendButton());
    await screen.findByRole('heading', { name: sv('teamPulse.thanks.title') });
    expect((calls[1].body.answers as Record<string, unknown>).team_open1).toBe('a'.repeat(2_000));
  });

  it('while sending, the button says so and cannot be pressed; after a failure the member can send again', async () => {
    let answerNow: (reply: Reply) => void = () => undefined;
    const replies: Record<string, Reply | (() => Promise<Reply>)> = {
      invitation: invitation(),
      answer: () =>
        new Promise<Reply>((resolve) => {
          answerNow = resolve;
        }),
    };
    const calls = stubServer(replies);
    const user = userEvent.setup();
    await openSurvey();
    for (const key of RATING_KEYS) await rate(user, key, 4);
    await user.click(sendButton());

    const busy = await screen.findByRole('button', { name: sv('teamPulse.answer.sending') });
    expect(busy).toBeDisabled();
    answerNow([500, { ok: false }]);

    // No message from the server: the page's own, with the address to write to.
    const failure = await screen.findByText(sv('teamPulse.error.failed', { email: site.email }));
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(sendButton()).toBeEnabled();
    expect(within(group('team_q1')).getByRole('radio', { name: point(4) })).toBeChecked();

    // The server's own words, when it gives them.
    replies.answer = [500, { ok: false, message: 'Servern är upptagen just nu.' }];
    await user.click(sendButton());
    expect(await screen.findByText('Servern är upptagen just nu.')).toBeVisible();
    expect(screen.queryByText(sv('teamPulse.error.failed', { email: site.email }))).toBeNull();
    expect(sendButton()).toBeEnabled();
    expect(calls.filter((call) => call.name === 'answer').length).toBe(2);
  });

  it('a survey closed while the member answered says that no survey is found', async () => {
    stubServer({ invitation: invitation(), answer: [404, { ok: false }] });
    const user = userEvent.setup();
    await openSurvey();
    for (const key of RATING_KEYS) await rate(user, key, 2);
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: sv('teamPulse.problem.notFound.title') })).toHaveFocus();
  });

  it('a personal link used meanwhile says so, in the page’s words when the server gives none', async () => {
    stubServer({ invitation: invitation(), answer: [410, { ok: false }] });
    const user = userEvent.setup();
    await openSurvey();
    for (const key of RATING_KEYS) await rate(user, key, 2);
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: sv('teamPulse.problem.used.title') })).toHaveFocus();
    expect(screen.getByText(sv('teamPulse.problem.used.text'))).toBeVisible();
  });
});
