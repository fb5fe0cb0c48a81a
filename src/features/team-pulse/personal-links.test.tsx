/**
 * Personal links on the three pages: the lead lists the members' addresses and is told how many
 * invitations go out (never shown a link); a member's page says how many were invited, that the
 * lead never saw their link and what the lead will see, and sends the link's code; a used link
 * says so kindly; the lead's results say "X of N".
 */
import userEvent from '@testing-library/user-event';
import { render, screen } from '../../test/render';
import { AnswerSurvey } from './AnswerSurvey';
import { StartSurvey } from './StartSurvey';
import { TeamResultsView } from './TeamResultsView';

const SHARE = 'S'.repeat(43);
const CODE = 'C'.repeat(43);
const RESULTS = 'R'.repeat(43);

/** A server that answers each function with the given status and body, and records the calls. */
function stubServer(replies: Record<string, [number, unknown]>) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.split('/').pop()!;
      calls.push({ name, body: JSON.parse(init.body as string) as Record<string, unknown> });
      const [status, body] = replies[name] ?? [404, { ok: false }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('personal links', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
    window.localStorage.clear();
  });

  it('the lead lists addresses, sends them as a list, and is told how many invitations go out, with no link to answer', async () => {
    const calls = stubServer({ create: [201, { ok: true, resultsToken: RESULTS, invited: 3 }] });
    const user = userEvent.setup();
    render(<StartSurvey />, { locale: 'en', path: '/en/team-pulse' });
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'lead@example.com');
    const threshold = screen.getByRole('textbox', { name: 'Answers before the results are shown' });
    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.click(screen.getByRole('radio', { name: /^A personal link for each member/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'The members’ e-mail addresses' }),
      'ada@example.com\nbo@example.com, lead@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Create the survey' }));
    expect(await screen.findByRole('heading', { name: 'Your survey is ready' })).toHaveFocus();
    expect(calls[0].body).toMatchObject({ members: ['ada@example.com', 'bo@example.com', 'lead@example.com'] });
    expect(screen.getByText(/^Invitations are being sent to 3 people\./)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Link for the team' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Private results link' })).toHaveValue(
      `${window.location.origin}/en/team-pulse/results#${RESULTS}.`,
    );
  });

  it('a member is told how many were invited and that the lead never saw the link; the code goes with the answer', async () => {
    const calls = stubServer({
      invitation: [200, { ok: true, survey: { teamName: 'Ekonomi', locale: 'sv', threshold: 3, invited: 5 } }],
      answer: [410, { ok: false, message: 'Den här personliga länken har redan använts: server.' }],
    });
    window.location.hash = `#${SHARE}.${CODE}`;
    const user = userEvent.setup();
    render(<AnswerSurvey />, { locale: 'sv', path: '/teampuls/svara' });
    expect(
      await screen.findByText(/^Du är en av 5 inbjudna, var och en med en personlig länk\..*aldrig sett den/),
    ).toBeVisible();
    expect(calls[0]).toEqual({ name: 'invitation', body: { token: SHARE, code: CODE } });
    for (const group of screen.getAllByRole('radiogroup')) await user.click(group.querySelector('input[value="3"]')!);
    await user.click(screen.getByRole('button', { name: 'Skicka mina svar' }));
    // Used in the meantime (another tab): said kindly, in the server's words.
    expect(await screen.findByRole('heading', { name: 'Länken har redan använts' })).toHaveFocus();
    expect(screen.getByText('Den här personliga länken har redan använts: server.')).toBeVisible();
    expect(calls[1]).toMatchObject({ name: 'answer', body: { token: SHARE, code: CODE } });
  });

  it('a used link says so when it is opened', async () => {
    stubServer({ invitation: [410, { ok: false, message: 'This personal link has already been used.' }] });
    window.location.hash = `#${SHARE}.${CODE}`;
    render(<AnswerSurvey />, { locale: 'en', path: '/en/team-pulse/answer' });
    expect(await screen.findByRole('heading', { name: 'This link has been used' })).toHaveFocus();
    expect(screen.getByText('This personal link has already been used.')).toBeVisible();
  });

  it('the lead’s results say how many of those invited have answered', async () => {
    stubServer({
      results: [
        200,
        {
          ok: true,
          survey: {
            teamName: 'Ekonomi',
            locale: 'sv',
            threshold: 3,
            count: 2,
            shownCount: 0,
            startedOn: '2026-11-20',
            status: 'open',
            invited: 5,
          },
        },
      ],
    });
    window.location.hash = `#${RESULTS}.`;
    render(<TeamResultsView />, { locale: 'sv', path: '/teampuls/resultat' });
    expect(await screen.findByText('2 av 5 inbjudna har svarat')).toBeVisible();
  });
});
