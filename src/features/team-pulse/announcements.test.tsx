/**
 * What a screen reader says on Team Pulse's pages, heard through a virtual screen reader: the
 * count and the threshold on the lead's page, and a member's thank-you once the answer is sent.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '../../test/render';
import { useVirtualScreenReader, virtual } from '../../test/virtual-screen-reader';
import { AnswerSurvey } from './AnswerSurvey';
import { TeamResultsView } from './TeamResultsView';
import { teamResult } from '../../domain/team-pulse/team-aggregate';

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
          survey: {
            teamName: 'Ekonomi',
            locale: lang.locale,
            threshold: 5,
            count: 2,
            status: 'open',
            startedOn: '2026-11-20',
          },
        },
      });
      window.location.hash = `#${RESULTS}.${SHARE}`;
      render(<TeamResultsView />, { locale: lang.locale, path: lang.results });
      await screen.findByText(new RegExp(lang.threshold.slice(0, 20)));
      // The token went in the body, never in the URL.
      expect(calls).toEqual([{ url: '/functions/v1/team-pulse/results', body: { token: RESULTS } }]);
      await reader.start();
      for (let i = 0; i < 10; i += 1) await virtual.next();
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

  /** A published result of six answers, and the round before it with lower scores. */
  const sets = Array.from({ length: 6 }, (_, i) => ({
    team_q1: 4,
    team_q2: 2 + (i % 2),
    team_q3: 5,
    team_q4: 3,
    team_q5: 1 + (i % 3),
    team_q6: 4,
  }));
  const result = teamResult(sets, (texts) => texts)!;
  const comparison = {
    before: { startedOn: '2026-10-01', shownCount: 5, score: result.score - 10 },
    after: { score: result.score, change: 10 },
    dimensions: result.dimensions.map((d) => ({
      dimension: d.dimension,
      before: d.score - 10,
      after: d.score,
      change: 10,
    })),
  };
  const HEARD = {
    sv: {
      countOf: '6 av 8 inbjudna har svarat',
      caption: 'Teamets profil i siffror',
      header: 'columnheader, Påstående',
      compareCaption: 'Före och efter:',
      compareHeader: 'columnheader, Förändring',
    },
    en: {
      countOf: '6 of 8 invited have answered',
      caption: 'The team’s profile in numbers',
      header: 'columnheader, Statement',
      compareCaption: 'Before and after:',
      compareHeader: 'columnheader, Change',
    },
  };

  it.each(LANGUAGES)(
    '$locale: the lead hears "X of N invited", the chart’s table (caption, headers, a cell) and the change',
    async (lang) => {
      const heard = HEARD[lang.locale];
      stubServer({
        results: {
          ok: true,
          survey: {
            teamName: 'Ekonomi',
            locale: lang.locale,
            threshold: 3,
            count: 6,
            shownCount: 6,
            invited: 8,
            status: 'open',
            startedOn: '2026-11-20',
            result,
            comparison,
          },
        },
      });
      window.location.hash = `#${RESULTS}`;
      render(<TeamResultsView />, { locale: lang.locale, path: lang.results });
      await screen.findByText(heard.countOf);
      await reader.start();
      const weakest = result.dimensions[0];
      // Walk the page until the profile table's last cell has been read.
      for (let i = 0; i < 400; i += 1) {
        await virtual.next();
        const last = (await virtual.lastSpokenPhrase()) ?? '';
        if (last.startsWith('end of table') && (await reader.spoken()).join(' ').includes(heard.caption)) break;
      }
      const log = (await reader.spoken()).join(' | ');
      expect(log).toContain(heard.countOf);
      // The chart itself is silent; its numbers come as tables, each with its caption and headers.
      expect(log).toContain(heard.caption);
      expect(log).toContain(heard.header);
      expect(log).toContain(heard.compareCaption);
      expect(log).toContain(heard.compareHeader);
      // A cell of the comparison: the weakest dimension's change, with its sign.
      expect(log).toContain('cell, +10');
      // A statement's count of 5s, as a cell of the profile table.
      expect(log).toContain(`cell, ${weakest.statements[0].counts[4]}`);
    },
  );
});
