/**
 * Starting a follow-up round from the lead's results: what the server is sent (the results
 * token, the page's language, with personal links the addresses entered again), the button
 * while it starts, where the lead goes next (the new round's results), a repeat whose links
 * were mailed, and a failure in the server's words or the page's.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '../../test/render';
import { message } from '../../test/catalog-text';
import type { MessageId } from '../../i18n/messages';
import { site } from '../../config/site';
import { FollowUp } from './FollowUp';
import type { TeamResults } from './team-pulse-api';

const RESULTS = 'R'.repeat(43);
const NEW_RESULTS = 'N'.repeat(43);
const NEW_SHARE = 'T'.repeat(43);
const en = (id: string, values?: Record<string, string | number>) => message('en', id as MessageId, values);

type Reply = [status: number, body: unknown];

/** The server's follow-up function: each call's body recorded, answered in turn by `replies`. */
function stubFollowUp(...replies: Array<Reply | Promise<Reply>>) {
  const calls: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/functions/v1/team-pulse/follow-up');
      calls.push(JSON.parse(init.body as string) as Record<string, unknown>);
      const [status, body] = await (replies.shift() ?? [500, { ok: false }]);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const survey = (more: Partial<TeamResults> = {}): TeamResults => ({
  teamName: 'Finance',
  locale: 'en',
  threshold: 4,
  count: 6,
  shownCount: 4,
  status: 'open',
  startedOn: '2026-11-20',
  ...more,
});

function renderFollowUp(results: TeamResults) {
  const onStarted = vi.fn();
  render(<FollowUp token={RESULTS} survey={results} onStarted={onStarted} />, {
    locale: 'en',
    path: '/en/team-pulse/results',
  });
  return onStarted;
}

const startButton = () => screen.getByRole('button', { name: en('teamPulseResults.followUp.start') });
const membersField = () => screen.queryByRole('textbox', { name: en('teamPulseResults.followUp.members') });

describe('following up with a new round', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with one shared link: asks for nothing more, says it is starting, and goes to the new round’s results', async () => {
    let reply: (value: Reply) => void = () => undefined;
    const calls = stubFollowUp(new Promise<Reply>((resolve) => (reply = resolve)));
    const user = userEvent.setup();
    const onStarted = renderFollowUp(survey());
    expect(screen.getByRole('heading', { name: en('teamPulseResults.followUp.title') })).toBeVisible();
    expect(screen.getByText(en('teamPulseResults.followUp.what', { threshold: 4 }))).toBeVisible();
    expect(screen.getByText(en('teamPulseResults.followUp.shared'))).toBeVisible();
    expect(membersField()).toBeNull();
    expect(startButton()).toBeEnabled();

    await user.click(startButton());
    expect(await screen.findByRole('button', { name: en('teamPulseResults.followUp.starting') })).toBeDisabled();
    expect(calls).toEqual([{ token: RESULTS, locale: 'en' }]);
    reply([201, { ok: true, resultsToken: NEW_RESULTS, shareToken: NEW_SHARE }]);
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(`${NEW_RESULTS}.${NEW_SHARE}`));
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(startButton()).toBeEnabled();
  });

  it('with personal links: sends the addresses entered again as a list, and goes to the new round’s results', async () => {
    const calls = stubFollowUp([201, { ok: true, resultsToken: NEW_RESULTS, invited: 3 }]);
    const user = userEvent.setup();
    const onStarted = renderFollowUp(survey({ invited: 5 }));
    expect(screen.getByText(en('teamPulseResults.followUp.personal'))).toBeVisible();
    const members = membersField()!;
    expect(members).toHaveValue('');
    expect(members).toBeRequired();
    await user.type(members, ' ada@example.com,\nbo@example.com;;cy@example.com\n');
    await user.click(startButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(NEW_RESULTS));
    expect(calls).toEqual([
      { token: RESULTS, locale: 'en', members: ['ada@example.com', 'bo@example.com', 'cy@example.com'] },
    ]);
  });

  it('a repeat whose reply was lost says the links are in the mail, and stays on this round', async () => {
    stubFollowUp([200, { ok: true, linksMailed: true }]);
    const user = userEvent.setup();
    const onStarted = renderFollowUp(survey());
    expect(screen.queryByText(en('teamPulseResults.followUp.mailed'))).toBeNull();
    await user.click(startButton());
    const mailed = await screen.findByText(en('teamPulseResults.followUp.mailed'));
    expect(mailed).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: en('teamPulseResults.followUp.start') })).toBeNull();
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('a failure is said in the page’s words, or the server’s when it gives them, and the lead can try again', async () => {
    const calls = stubFollowUp(
      [500, { ok: false }],
      [400, { ok: false, errors: { members: 'validation.invalid' } }],
      [429, { ok: false, message: 'Too many follow-ups for now.' }],
    );
    const user = userEvent.setup();
    const onStarted = renderFollowUp(survey());
    const ownWords = en('teamPulse.error.failed', { email: site.email });

    await user.click(startButton());
    expect(await screen.findByText(ownWords)).toBeVisible();
    expect(startButton()).toBeEnabled();

    await user.click(startButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByText(ownWords)).toBeVisible();

    await user.click(startButton());
    expect(await screen.findByText('Too many follow-ups for now.')).toBeVisible();
    expect(screen.queryByText(ownWords)).toBeNull();
    expect(startButton()).toBeEnabled();
    expect(onStarted).not.toHaveBeenCalled();
  });
});
