/**
 * What a screen reader says on Team Pulse's pages, heard through a virtual screen reader: the
 * count and the threshold on the lead's page, and a member's thank-you once the answer is sent.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '../../test/render';
import { useVirtualScreenReader, virtual } from '../../test/virtual-screen-reader';
import { AnswerSurvey } from './AnswerSurvey';
import { TeamResultsView } from './TeamResultsView';

const SHARE = 'S'.repeat(43);
const RESULTS = 'R'.repeat(43);

function stubServer(bodies: Record<string, unknown>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(init.body as string) });
      const name = url.split('/').pop()!;
      return new Response(JSON.stringify(bodies[name] ?? { ok: false }), { status: bodies[name] ? 200 : 404 });
    }),
  );
  return calls;
}

const LANGUAGES = [
  {
    locale: 'sv' as const,
    results: '/teampuls/resultat',
    answer: '/teampuls/svara',
    count: 'heading, 2 har svarat',
    threshold: 'Resultatet visas när minst 5 har svarat. 3 svar till behövs.',
    send: 'Skicka mina svar',
    thanks: 'heading, Tack för dina svar!, level 2',
    thanksText: 'Ditt svar är sparat utan namn eller annat som visar att det är ditt.',
  },
  {
    locale: 'en' as const,
    results: '/en/team-pulse/results',
    answer: '/en/team-pulse/answer',
    count: '2 people have answered',
    threshold: 'The results are shown once at least 5 have answered. 3 more answers are needed.',
    send: 'Send my answers',
    thanks: 'heading, Thank you for your answers!, level 2',
    thanksText: 'Your answer is stored without your name or anything else that shows it is yours.',
  },
];

describe('Team Pulse, as a screen reader speaks it', () => {
  const reader = useVirtualScreenReader();
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
    window.localStorage.clear();
  });

  it.each(LANGUAGES)(
    '$locale: the lead hears the count and how many more answers the results wait for',
    async (lang) => {
      const calls = stubServer({
        results: {
          ok: true,
          survey: { teamName: 'Ekonomi', locale: lang.locale, threshold: 5, count: 2, status: 'open' },
        },
      });
      window.location.hash = `#${RESULTS}.${SHARE}`;
      render(<TeamResultsView />, { locale: lang.locale, path: lang.results });
      await screen.findByText(new RegExp(lang.threshold.slice(0, 20)));
      // The token went in the body, never in the URL.
      expect(calls).toEqual([{ url: '/functions/v1/team-pulse/results', body: { token: RESULTS } }]);
      await reader.start();
      for (let i = 0; i < 8; i += 1) await virtual.next();
      const log = (await reader.spoken()).join(' | ');
      expect(log).toContain(lang.count.replace('heading, ', ''));
      expect(log).toContain(lang.threshold);
    },
  );

  it.each(LANGUAGES)('$locale: a member who sends their answers hears the thank-you', async (lang) => {
    const calls = stubServer({
      invitation: { ok: true, survey: { teamName: 'Ekonomi', locale: lang.locale, threshold: 5 } },
      answer: { ok: true, message: 'ok' },
    });
    window.location.hash = `#${SHARE}`;
    const user = userEvent.setup();
    render(<AnswerSurvey />, { locale: lang.locale, path: lang.answer });
    const groups = await screen.findAllByRole('radiogroup');
    await reader.start();
    for (const group of groups) await user.click(within(group).getByText('3', { exact: true }));
    await user.click(screen.getByRole('button', { name: lang.send }));
    await waitFor(async () => expect(await reader.spoken()).toContain(lang.thanks));
    await virtual.next();
    await virtual.next();
    expect((await reader.spoken()).join(' ')).toContain(lang.thanksText);
    expect(window.localStorage.getItem('clarity.teamPulse.answered')).toContain(SHARE.slice(0, 12));
    // The answer went with this browser's answer key for the survey and the page's language.
    const sent = calls.find((call) => call.url.endsWith('/answer'))!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ token: SHARE, locale: lang.locale });
    expect(window.localStorage.getItem('clarity.teamPulse.answerKeys')).toContain(String(sent.answerKey));
  });
});
