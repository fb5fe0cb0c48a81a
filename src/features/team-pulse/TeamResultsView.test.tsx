/**
 * The lead's results page, journey by journey: opening the link (and each way it can fail),
 * the survey's status below and from the threshold on, the publishing steps, the result (score,
 * where to start, the profile in numbers and as a chart, the open answers), the comparison with
 * the round before, and the two decisions (close, delete) with what they send and what follows.
 */
import userEvent from '@testing-library/user-event';
import { site } from '../../config/site';
import { MODULES } from '../../content/modules';
import { DIMENSION_MODULES } from '../../domain/pulse/dimension-modules';
import type { RoundComparison } from '../../domain/team-pulse/round-comparison';
import type { TeamResult } from '../../domain/team-pulse/team-aggregate';
import type { MessageId } from '../../i18n/messages';
import { messagesIn } from '../../test/catalog-text';
import { render, screen, waitFor, within } from '../../test/render';
import { TeamResultsView } from './TeamResultsView';

const RESULTS = 'R'.repeat(43);
const SHARE = 'S'.repeat(43);
const NEXT_RESULTS = 'N'.repeat(43);
const NEXT_SHARE = 'M'.repeat(43);
const OTHER = 'O'.repeat(43);
const PATH = '/en/team-pulse/results';
const en = messagesIn('en');
const sv = messagesIn('sv');

type Reply = [status: number, body: unknown] | 'network' | (() => Promise<Response>);

/**
 * A server whose functions answer from their queues (the last reply repeats), recording each
 * call's function and body. A reply may be a function, for one the test answers later.
 */
function stubServer(replies: Record<string, Reply[]>) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace('/functions/v1/team-pulse/', '');
      calls.push({ name, body: JSON.parse(init.body as string) as Record<string, unknown> });
      const queue = replies[name] ?? [[404, { ok: false }]];
      const reply = queue.length > 1 ? queue.shift()! : queue[0];
      if (reply === 'network') throw new TypeError('Failed to fetch');
      if (typeof reply === 'function') return reply();
      return new Response(JSON.stringify(reply[1]), { status: reply[0] });
    }),
  );
  return calls;
}

/** A reply the test sends when it chooses. */
function later() {
  let send!: (status: number, body: unknown) => void;
  const response = new Promise<Response>((resolve) => {
    send = (status, body) => resolve(new Response(JSON.stringify(body), { status }));
  });
  return { reply: () => response, send };
}

function survey(overrides: object = {}) {
  return {
    ok: true,
    survey: {
      teamName: 'Ekonomi',
      locale: 'sv',
      threshold: 5,
      count: 2,
      shownCount: 0,
      status: 'open',
      startedOn: '2026-11-20',
      ...overrides,
    },
  };
}

/** Three dimensions, weakest first, one statement each. */
const RESULT: TeamResult = {
  score: 55,
  label: 'onTrack',
  dimensions: [
    { dimension: 'policy', score: 25, statements: [{ key: 'team_q5', counts: [2, 3, 1, 0, 0], average: 1.83 }] },
    { dimension: 'skills', score: 50, statements: [{ key: 'team_q2', counts: [0, 2, 2, 2, 0], average: 3 }] },
    { dimension: 'culture', score: 100, statements: [{ key: 'team_q6', counts: [0, 0, 0, 0, 0], average: 0 }] },
  ],
  weakest: { dimension: 'policy', module: DIMENSION_MODULES.policy, package: 'clarityForTeams' },
  openAnswers: ['Mer tid för att testa.', 'Tydligare mål.'],
  openAnswersOmitted: 0,
};

const caption = (t: typeof en, dimension: string, score: number) =>
  t('teamPulse.results.dimensionCaption', { dimension: t(`pulse.dimension.${dimension}` as MessageId), score });

function open(hash: string, locale: 'sv' | 'en' = 'en') {
  window.location.hash = hash;
  return render(<TeamResultsView />, { locale, path: locale === 'en' ? PATH : '/teampuls/resultat' });
}

const statusHeading = (team = 'Ekonomi') =>
  screen.findByRole('heading', { name: en('teamPulse.results.statusTitle', { team }) });

describe('TeamResultsView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  describe('opening the link', () => {
    it('says it is opening while the server answers, having sent the token in the body', async () => {
      const pending = later();
      const calls = stubServer({ results: [pending.reply] });
      open(`#${RESULTS}.${SHARE}`);
      expect(await screen.findByText(en('teamPulse.link.opening'))).toBeVisible();
      expect(calls).toEqual([{ name: 'results', body: { token: RESULTS } }]);
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      pending.send(200, survey());
      expect(await statusHeading()).toBeVisible();
      expect(screen.queryByText(en('teamPulse.link.opening'))).not.toBeInTheDocument();
    });

    it('sends the mailed link’s confirmation token with the results token', async () => {
      const CONFIRM = 'C'.repeat(43);
      const calls = stubServer({ results: [[200, survey()]] });
      open(`#${RESULTS}.${SHARE}.${CONFIRM}`);
      await statusHeading();
      expect(calls).toEqual([{ name: 'results', body: { token: RESULTS, confirm: CONFIRM } }]);
    });

    it.each([
      ['no fragment', ''],
      ['a fragment that is no token', '#not-a-token'],
    ])('%s: the link is incomplete, and the server is not asked', async (_, hash) => {
      const calls = stubServer({ results: [[200, survey()]] });
      open(hash);
      const heading = await screen.findByRole('heading', { name: en('teamPulse.problem.missing.title') });
      expect(heading).toHaveFocus();
      expect(screen.getByText(en('teamPulse.problem.missing.results'))).toBeVisible();
      expect(screen.getByRole('link', { name: en('teamPulse.problem.start') })).toHaveAttribute(
        'href',
        '/en/team-pulse',
      );
      expect(calls).toEqual([]);
    });

    it('an unknown, closed or deleted survey: says it cannot be found, with a way to start one', async () => {
      stubServer({ results: [[404, { ok: false, message: 'not here' }]] });
      open(`#${RESULTS}.${SHARE}`);
      const heading = await screen.findByRole('heading', { name: en('teamPulse.problem.notFound.title') });
      expect(heading).toHaveFocus();
      expect(screen.getByText(en('teamPulse.problem.notFound.results'))).toBeVisible();
      expect(screen.getByRole('link', { name: en('teamPulse.problem.start') })).toBeVisible();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it.each<[string, Reply]>([
      ['a server error', [500, { ok: false, message: 'Database down' }]],
      ['a lost connection', 'network'],
      ['a reply that is not ok', [410, { ok: false, message: 'used' }]],
    ])('%s: says the survey cannot be reached, and a retry opens it again', async (_, reply) => {
      const calls = stubServer({ results: [reply, [200, survey()]] });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      const heading = await screen.findByRole('heading', { name: en('teamPulse.problem.failed.title') });
      expect(heading).toHaveFocus();
      expect(screen.getByText(en('teamPulse.problem.failed.results', { email: site.email }))).toBeVisible();
      expect(screen.queryByText('Database down')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: en('teamPulse.problem.retry') }));
      expect(await statusHeading()).toBeVisible();
      expect(calls.map((call) => call.body)).toEqual([{ token: RESULTS }, { token: RESULTS }]);
    });

    it('a retry says it is opening until the new answer comes', async () => {
      const pending = later();
      stubServer({ results: [[500, {}], pending.reply] });
      const user = userEvent.setup();
      open(`#${RESULTS}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.problem.retry') }));
      expect(screen.getByText(en('teamPulse.link.opening'))).toBeVisible();
      expect(screen.queryByRole('heading', { name: en('teamPulse.problem.failed.title') })).not.toBeInTheDocument();
      pending.send(200, survey());
      expect(await statusHeading()).toBeVisible();
    });
  });

  describe('before the threshold', () => {
    it('says who the survey is for, when it started, how many have answered and how many more it takes', async () => {
      stubServer({ results: [[200, survey({ count: 2, threshold: 5 })]] });
      open(`#${RESULTS}.${SHARE}`);
      const heading = await statusHeading();
      expect(heading).not.toHaveFocus();
      expect(heading).not.toHaveAccessibleDescription();
      const status = screen.getByRole('region', { name: en('teamPulse.results.statusTitle', { team: 'Ekonomi' }) });
      expect(within(status).getByText(en('teamPulseResults.startedOn', { date: 'November 20, 2026' }))).toBeVisible();
      expect(within(status).getByText(en('teamPulse.results.count', { count: 2 }))).toBeVisible();
      expect(within(status).getByText(en('teamPulse.results.waiting', { threshold: 5, left: 3 }))).toBeVisible();
      expect(within(status).getByText(en('teamPulse.results.open'))).toBeVisible();
      expect(within(status).queryByText(en('teamPulse.results.closed'))).toBeNull();
      // Nothing published yet: no result, no follow-up, nothing to compare.
      expect(screen.queryByRole('heading', { name: en('teamPulse.results.resultTitle') })).toBeNull();
      expect(screen.queryByRole('heading', { name: en('teamPulseResults.followUp.title') })).toBeNull();
      expect(screen.queryByRole('heading', { name: en('teamPulseResults.compare.title') })).toBeNull();
      expect(screen.queryByText(en('teamPulse.results.reached', { threshold: 5 }))).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('in Swedish, with the date as Swedish writes it', async () => {
      stubServer({ results: [[200, survey({ count: 4, threshold: 5 })]] });
      open(`#${RESULTS}.${SHARE}`, 'sv');
      expect(await screen.findByText(sv('teamPulseResults.startedOn', { date: '20 november 2026' }))).toBeVisible();
      expect(screen.getByText(sv('teamPulse.results.waiting', { threshold: 5, left: 1 }))).toBeVisible();
      expect(
        screen.getByRole('heading', { name: sv('teamPulse.results.statusTitle', { team: 'Ekonomi' }) }),
      ).toBeVisible();
    });

    it('a survey without a name is "your team"', async () => {
      stubServer({ results: [[200, survey({ teamName: '' })]] });
      open(`#${RESULTS}.${SHARE}`);
      expect(await statusHeading(en('teamPulse.results.unnamed'))).toBeVisible();
    });

    it('with personal links: how many of those invited have answered', async () => {
      stubServer({ results: [[200, survey({ count: 3, invited: 7 })]] });
      open(`#${RESULTS}`);
      expect(await screen.findByText(en('teamPulse.results.countOf', { count: 3, invited: 7 }))).toBeVisible();
      expect(screen.queryByText(en('teamPulse.results.count', { count: 3 }))).toBeNull();
    });

    it('gives the team’s link again, in the survey’s language, while the survey is open', async () => {
      stubServer({ results: [[200, survey({ locale: 'sv' })]] });
      open(`#${RESULTS}.${SHARE}`);
      expect(await screen.findByRole('textbox', { name: en('teamPulse.link.share') })).toHaveValue(
        `${window.location.origin}/teampuls/svara#${SHARE}`,
      );
      expect(screen.getByRole('button', { name: en('teamPulse.link.copyShare') })).toBeVisible();
    });

    it('gives no team link when the results link holds none', async () => {
      stubServer({ results: [[200, survey()]] });
      open(`#${RESULTS}`);
      await statusHeading();
      expect(screen.queryByRole('textbox', { name: en('teamPulse.link.share') })).toBeNull();
    });

    it('a closed survey: says so, gives no team link and no close, and leaves focus alone', async () => {
      stubServer({ results: [[200, survey({ status: 'closed' })]] });
      open(`#${RESULTS}.${SHARE}`);
      const heading = await statusHeading();
      expect(heading).not.toHaveFocus();
      expect(screen.getByText(en('teamPulse.results.closed'))).toBeVisible();
      expect(screen.queryByText(en('teamPulse.results.open'))).toBeNull();
      expect(screen.queryByRole('textbox', { name: en('teamPulse.link.share') })).toBeNull();
      expect(screen.queryByRole('button', { name: en('teamPulse.decide.close') })).toBeNull();
      expect(screen.queryByText(en('teamPulse.decide.close.what'))).toBeNull();
      expect(screen.getByRole('button', { name: en('teamPulse.decide.delete') })).toBeVisible();
    });
  });

  describe('from the threshold on', () => {
    it('says the threshold is reached and shows the result: score, where to start, and its links', async () => {
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`);
      const section = await screen.findByRole('region', { name: en('teamPulse.results.resultTitle') });
      expect(screen.getByText(en('teamPulse.results.reached', { threshold: 5 }))).toBeVisible();
      expect(screen.queryByText(en('teamPulse.results.waiting', { threshold: 5, left: -1 }))).toBeNull();
      // No answers wait for the next step.
      expect(screen.queryByText(/counted but/)).toBeNull();
      const meter = within(section).getByRole('meter', { name: en('teamPulse.results.meter') });
      expect(meter).toHaveAttribute('aria-valuenow', '55');
      expect(meter).toHaveAttribute('aria-valuetext', en('pulse.result.score', { score: 55 }));
      expect(
        within(section).getByText(en('teamPulse.results.summary', { label: en('pulse.label.onTrack') })),
      ).toBeVisible();
      expect(within(section).getByText(en('teamPulse.results.onTrack'))).toBeVisible();
      expect(within(section).getByRole('heading', { level: 3, name: en('teamPulse.results.nextTitle') })).toBeVisible();
      expect(
        within(section).getByText(en('teamPulse.results.next', { dimension: en('pulse.dimension.policy') })),
      ).toBeVisible();
      const module = MODULES.find((m) => m.id === DIMENSION_MODULES.policy)!;
      expect(
        within(section).getByRole('link', { name: en('pulse.result.weakestLink', { module: en(module.title) }) }),
      ).toHaveAttribute('href', '/en/modules#module-grid');
      expect(within(section).getByRole('link', { name: en('teamPulse.results.packageLink') })).toHaveAttribute(
        'href',
        '/en/services/clarity-for-teams',
      );
      expect(within(section).getByRole('link', { name: new RegExp(`^${en('pulse.result.book')}`) })).toHaveAttribute(
        'href',
        site.bookingUrl,
      );
      expect(within(section).getByText(en('teamPulseResults.printFooter'))).toBeInTheDocument();
      // Not a follow-up: no comparison.
      expect(screen.queryByText(en('teamPulseResults.compare.chartLead'))).toBeNull();
      expect(screen.getAllByRole('table')).toHaveLength(1);
    });

    it('gives the profile in numbers: per dimension its score, per statement the counts of 1–5 and the average', async () => {
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`);
      const section = await screen.findByRole('region', { name: en('teamPulse.results.resultTitle') });
      expect(
        within(section).getByRole('heading', { level: 3, name: en('teamPulse.results.dimensionsTitle') }),
      ).toBeVisible();
      expect(within(section).getByText(en('teamPulse.results.dimensionsLead'))).toBeVisible();
      const table = within(section).getByRole('table', { name: en('teamPulse.results.tableCaption') });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([en('teamPulse.results.statement'), '1', '2', '3', '4', '5', en('teamPulse.results.average')]);
      // Each point of the scale says in words what it means.
      expect(
        within(table)
          .getAllByRole('columnheader')
          .slice(1, 6)
          .map((th) => th.querySelector('abbr')?.title),
      ).toEqual([1, 2, 3, 4, 5].map((point) => en(`pulse.scale.${point}` as MessageId)));
      const groups = within(table).getAllByRole('rowgroup').slice(1);
      const read = (group: HTMLElement) =>
        within(group)
          .getAllByRole('row')
          .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      expect(groups.map(read)).toEqual([
        [[caption(en, 'policy', 25)], [en('pulse.question.team_q5'), '2', '3', '1', '0', '0', '1.8']],
        [[caption(en, 'skills', 50)], [en('pulse.question.team_q2'), '0', '2', '2', '2', '0', '3.0']],
        [[caption(en, 'culture', 100)], [en('pulse.question.team_q6'), '0', '0', '0', '0', '0', '0.0']],
      ]);
      // Each count is read with its statement and its dimension: both are row headers.
      expect(
        within(groups[0])
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual([caption(en, 'policy', 25), en('pulse.question.team_q5')]);
    });

    it('writes the averages as Swedish does', async () => {
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`, 'sv');
      const table = await screen.findByRole('table', { name: sv('teamPulse.results.tableCaption') });
      const averages = within(table)
        .getAllByRole('row')
        .map((row) => row.querySelectorAll('td'))
        .filter((cells) => cells.length > 0)
        .map((cells) => cells[cells.length - 1].textContent);
      expect(averages).toEqual(['1,8', '3,0', '0,0']);
    });

    it('draws the profile: each dimension’s bar as wide as its score, the weakest marked, each statement’s spread', async () => {
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`);
      await screen.findByRole('table');
      const chart = screen
        .getAllByText(caption(en, 'policy', 25))
        .map((element) => element.closest<HTMLElement>('[aria-hidden="true"]'))
        .find(Boolean)!;
      expect([...chart.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
        `${caption(en, 'policy', 25)} ${en('teamPulse.results.weakestMark')}`,
        caption(en, 'skills', 50),
        caption(en, 'culture', 100),
      ]);
      const bars = [...chart.querySelectorAll('svg[viewBox="0 0 100 6"]')].map((svg) =>
        [...svg.querySelectorAll('rect')].map((rect) => rect.getAttribute('width')),
      );
      // The track, then the score; no earlier round's mark.
      expect(bars).toEqual([
        ['100', '25'],
        ['100', '50'],
        ['100', '100'],
      ]);
      const spreads = [...chart.querySelectorAll('svg[viewBox="0 0 100 3"]')].map((svg) =>
        [...svg.querySelectorAll('rect')].map((rect) => [
          Number(rect.getAttribute('x')),
          Number(rect.getAttribute('width')),
        ]),
      );
      expect(spreads[0]).toEqual([
        [0, (2 / 6) * 100],
        [(2 / 6) * 100, (3 / 6) * 100],
        [(5 / 6) * 100, (1 / 6) * 100],
        [100, 0],
        [100, 0],
      ]);
      expect(spreads[1]).toEqual([
        [0, 0],
        [0, (2 / 6) * 100],
        [(2 / 6) * 100, (2 / 6) * 100],
        [(4 / 6) * 100, (2 / 6) * 100],
        [100, 0],
      ]);
      // No answers at all: empty parts, not NaN.
      expect(spreads[2]).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
    });

    it('lists the open answers in the server’s order, and says how many are left out', async () => {
      stubServer({
        results: [[200, survey({ count: 6, shownCount: 6, result: { ...RESULT, openAnswersOmitted: 3 } })]],
      });
      open(`#${RESULTS}.${SHARE}`);
      const title = await screen.findByRole('heading', { level: 3, name: en('teamPulse.results.openTitle') });
      const part = title.parentElement!;
      expect(within(part).getByText(en('teamPulse.results.openLead'))).toBeVisible();
      expect(
        within(part)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Mer tid för att testa.', 'Tydligare mål.']);
      expect(within(part).getByText(en('teamPulse.results.openOmitted', { count: 3, max: 2 }))).toBeVisible();
      expect(within(part).queryByText(en('teamPulse.results.openNone'))).toBeNull();
    });

    it('says so when no one answered the open questions', async () => {
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: { ...RESULT, openAnswers: [] } })]] });
      open(`#${RESULTS}.${SHARE}`);
      const title = await screen.findByRole('heading', { level: 3, name: en('teamPulse.results.openTitle') });
      const part = title.parentElement!;
      expect(within(part).getByText(en('teamPulse.results.openNone'))).toBeVisible();
      expect(within(part).queryByRole('list')).toBeNull();
      expect(within(part).queryByText(en('teamPulse.results.openLead'))).toBeNull();
    });

    it('all open answers listed: nothing said about more', async () => {
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`);
      await screen.findByRole('heading', { level: 3, name: en('teamPulse.results.openTitle') });
      expect(screen.queryByText(/not listed/)).toBeNull();
    });

    it('prints the results', async () => {
      const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT })]] });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.results.print') }));
      expect(print).toHaveBeenCalledTimes(1);
    });

    it('open, with answers waiting for the next step: says how many, and why', async () => {
      stubServer({ results: [[200, survey({ count: 8, shownCount: 6, result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`);
      expect(await screen.findByText(en('teamPulse.results.pending', { pending: 2, threshold: 5 }))).toBeVisible();
      expect(screen.queryByText(en('teamPulse.results.pendingClosed', { pending: 2, threshold: 5 }))).toBeNull();
    });

    it('closed, with answers never to be shown: says so', async () => {
      stubServer({ results: [[200, survey({ count: 8, shownCount: 6, status: 'closed', result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`);
      expect(
        await screen.findByText(en('teamPulse.results.pendingClosed', { pending: 2, threshold: 5 })),
      ).toBeVisible();
      expect(screen.queryByText(en('teamPulse.results.pending', { pending: 2, threshold: 5 }))).toBeNull();
    });

    it('below the threshold, answers are not "waiting for a step"', async () => {
      stubServer({ results: [[200, survey({ count: 4, shownCount: 0 })]] });
      open(`#${RESULTS}.${SHARE}`);
      await statusHeading();
      expect(screen.queryByText(/counted but/)).toBeNull();
    });

    it('offers a follow-up round once there is a result', async () => {
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT })]] });
      open(`#${RESULTS}.${SHARE}`);
      expect(await screen.findByRole('heading', { name: en('teamPulseResults.followUp.title') })).toBeVisible();
    });

    it('a round already followed up: says when, and offers no second follow-up', async () => {
      stubServer({
        results: [
          [200, survey({ count: 6, shownCount: 6, status: 'closed', followedUpOn: '2027-01-15', result: RESULT })],
        ],
      });
      open(`#${RESULTS}.${SHARE}`);
      expect(
        await screen.findByText(en('teamPulseResults.followUp.followedUp', { date: 'January 15, 2027' })),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: en('teamPulseResults.followUp.title') })).toBeNull();
    });
  });

  describe('a follow-up round beside the round before', () => {
    const waiting: RoundComparison = {
      before: { startedOn: '2026-10-01', shownCount: 6, score: 50 },
      dimensions: [
        { dimension: 'policy', before: 20 },
        { dimension: 'skills', before: 60 },
      ],
    };

    it('before it publishes: the earlier round’s numbers, and that this round’s follow at the threshold', async () => {
      stubServer({ results: [[200, survey({ comparison: waiting })]] });
      open(`#${RESULTS}.${SHARE}`);
      const section = await screen.findByRole('region', { name: en('teamPulseResults.compare.title') });
      expect(screen.getByText(en('teamPulseResults.startedOnFollowUp', { date: 'November 20, 2026' }))).toBeVisible();
      expect(screen.queryByText(en('teamPulseResults.startedOn', { date: 'November 20, 2026' }))).toBeNull();
      expect(
        within(section).getByText(en('teamPulseResults.compare.leadWaiting', { date: 'October 1, 2026', count: 6 })),
      ).toBeVisible();
      expect(
        within(section).getByRole('table', {
          name: en('teamPulseResults.compare.captionWaiting', { date: 'October 1, 2026' }),
        }),
      ).toBeVisible();
      expect(screen.queryByRole('region', { name: en('teamPulse.results.resultTitle') })).toBeNull();
    });

    it('with this round’s numbers but not yet its result: the comparison’s own lead', async () => {
      const published: RoundComparison = {
        ...waiting,
        after: { score: 55, change: 5 },
        dimensions: [{ dimension: 'policy', before: 20, after: 25, change: 5 }],
      };
      stubServer({ results: [[200, survey({ comparison: published })]] });
      open(`#${RESULTS}.${SHARE}`);
      expect(
        await screen.findByText(en('teamPulseResults.compare.lead', { date: 'October 1, 2026', count: 6 })),
      ).toBeVisible();
    });

    it('once it publishes: the change in the result, in the chart and in a table of its own', async () => {
      const comparison: RoundComparison = {
        before: { startedOn: '2026-10-01', shownCount: 6, score: 50 },
        after: { score: 55, change: 5 },
        dimensions: [
          { dimension: 'policy', before: 0, after: 25, change: 25 },
          { dimension: 'skills', before: 100, after: 50, change: -50 },
        ],
      };
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT, comparison })]] });
      open(`#${RESULTS}.${SHARE}`);
      const section = await screen.findByRole('region', { name: en('teamPulse.results.resultTitle') });
      expect(screen.queryByRole('region', { name: en('teamPulseResults.compare.title') })).toBeNull();
      expect(within(section).getByText(en('teamPulseResults.compare.chartLead'))).toBeVisible();
      expect(
        within(section).getByRole('table', {
          name: en('teamPulseResults.compare.caption', { date: 'October 1, 2026' }),
        }),
      ).toBeVisible();
      expect(within(section).getByRole('table', { name: en('teamPulse.results.tableCaption') })).toBeVisible();
      const chart = screen
        .getAllByText(caption(en, 'policy', 25))
        .map((element) => element.closest<HTMLElement>('[aria-hidden="true"]'))
        .find(Boolean)!;
      expect([...chart.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
        `${caption(en, 'policy', 25)} ${en('teamPulse.results.weakestMark')} ${en('teamPulseResults.compare.chartChange', { before: 0, change: '+25' })}`,
        `${caption(en, 'skills', 50)} ${en('teamPulseResults.compare.chartChange', { before: 100, change: '−50' })}`,
        caption(en, 'culture', 100),
      ]);
      // The earlier round's mark on each bar, kept within it; none where there was no earlier round.
      const marks = [...chart.querySelectorAll('svg[viewBox="0 0 100 6"]')].map((svg) =>
        [...svg.querySelectorAll('rect')].slice(2).map((rect) => [rect.getAttribute('x'), rect.getAttribute('width')]),
      );
      expect(marks).toEqual([[['0', '1']], [['99', '1']], []]);
    });

    it('an earlier score inside the scale is marked where it was', async () => {
      const comparison: RoundComparison = {
        before: { startedOn: '2026-10-01', shownCount: 6, score: 50 },
        after: { score: 55, change: 5 },
        dimensions: [{ dimension: 'policy', before: 40 }],
      };
      stubServer({ results: [[200, survey({ count: 6, shownCount: 6, result: RESULT, comparison })]] });
      open(`#${RESULTS}.${SHARE}`);
      await screen.findByRole('region', { name: en('teamPulse.results.resultTitle') });
      const chart = screen
        .getAllByText(caption(en, 'policy', 25))
        .map((element) => element.closest<HTMLElement>('[aria-hidden="true"]'))
        .find(Boolean)!;
      const mark = chart.querySelector('svg[viewBox="0 0 100 6"] rect:nth-of-type(3)');
      expect(mark?.getAttribute('x')).toBe('39.5');
      // No change known: none said.
      expect(chart.querySelector('p')?.textContent).toBe(
        `${caption(en, 'policy', 25)} ${en('teamPulse.results.weakestMark')}`,
      );
    });
  });

  describe('closing the survey', () => {
    it('asks first, sends the token, keeps the page while it reloads, then says it is closed, with focus there', async () => {
      const close = later();
      const reloaded = later();
      const calls = stubServer({
        results: [[200, survey({ count: 6 })], reloaded.reply],
        close: [close.reply],
      });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      expect(await screen.findByText(en('teamPulse.decide.close.what'))).toBeVisible();
      expect(screen.getByText(en('teamPulse.decide.delete.what'))).toBeVisible();
      await user.click(screen.getByRole('button', { name: en('teamPulse.decide.close') }));
      const decisions = screen.getByRole('region', { name: en('teamPulse.decide.title') });
      expect(
        within(decisions).getByRole('heading', { level: 3, name: en('teamPulse.decide.close.title') }),
      ).toHaveFocus();
      expect(within(decisions).getByText(en('teamPulse.decide.close.text'))).toBeVisible();
      expect(within(decisions).queryByRole('list')).toBeNull();
      expect(within(decisions).queryByRole('button', { name: en('teamPulse.decide.delete') })).toBeNull();
      expect(calls.map((call) => call.name)).toEqual(['results']);

      const confirm = within(decisions).getByRole('button', { name: en('teamPulse.decide.close.confirm') });
      await user.click(confirm);
      expect(calls.at(-1)).toEqual({ name: 'close', body: { token: RESULTS } });
      // While it is sent: neither button can be pressed again.
      expect(confirm).toBeDisabled();
      expect(within(decisions).getByRole('button', { name: en('teamPulse.decide.cancel') })).toBeDisabled();
      close.send(200, { ok: true });
      await waitFor(() => expect(calls.at(-1)).toEqual({ name: 'results', body: { token: RESULTS } }));
      // The page stays while the survey's state is fetched again.
      expect(
        screen.getByRole('heading', { name: en('teamPulse.results.statusTitle', { team: 'Ekonomi' }) }),
      ).toBeVisible();
      expect(screen.queryByText(en('teamPulse.link.opening'))).toBeNull();
      expect(within(decisions).queryByRole('heading', { name: en('teamPulse.decide.close.title') })).toBeNull();

      reloaded.send(200, survey({ count: 6, status: 'closed' }));
      expect(await screen.findByText(en('teamPulse.results.closed'))).toBeVisible();
      expect(
        screen.getByRole('heading', { name: en('teamPulse.results.statusTitle', { team: 'Ekonomi' }) }),
      ).toHaveFocus();
      expect(screen.queryByRole('button', { name: en('teamPulse.decide.close') })).toBeNull();
      expect(screen.queryByRole('textbox', { name: en('teamPulse.link.share') })).toBeNull();
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    });

    it('cancel: back to the two decisions, nothing sent', async () => {
      const calls = stubServer({ results: [[200, survey()]] });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.close') }));
      await user.click(screen.getByRole('button', { name: en('teamPulse.decide.cancel') }));
      expect(screen.queryByRole('heading', { name: en('teamPulse.decide.close.title') })).toBeNull();
      expect(screen.getByRole('button', { name: en('teamPulse.decide.close') })).toBeVisible();
      expect(screen.getByRole('button', { name: en('teamPulse.decide.delete') })).toBeVisible();
      expect(calls.map((call) => call.name)).toEqual(['results']);
    });

    it('a failure: says so with our address, keeps the question and focus on it; a second try clears it', async () => {
      const calls = stubServer({
        results: [[200, survey()]],
        close: [
          [500, { ok: false, message: 'Database down' }],
          [200, { ok: true }],
        ],
      });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.close') }));
      const confirm = screen.getByRole('button', { name: en('teamPulse.decide.close.confirm') });
      await user.click(confirm);
      expect(await screen.findByRole('alert')).toHaveTextContent(en('teamPulse.error.failed', { email: site.email }));
      expect(screen.getByRole('heading', { name: en('teamPulse.decide.close.title') })).toBeVisible();
      expect(confirm).toHaveFocus();
      expect(confirm).toBeEnabled();
      expect(calls.filter((call) => call.name === 'results')).toHaveLength(1);
      await user.click(confirm);
      await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
      await waitFor(() => expect(calls.filter((call) => call.name === 'results')).toHaveLength(2));
    });

    it('a survey gone in the meantime: says it cannot be found', async () => {
      stubServer({ results: [[200, survey()]], close: [[404, { ok: false }]] });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.close') }));
      await user.click(screen.getByRole('button', { name: en('teamPulse.decide.close.confirm') }));
      expect(await screen.findByRole('heading', { name: en('teamPulse.problem.notFound.title') })).toHaveFocus();
      expect(screen.queryByRole('region', { name: en('teamPulse.decide.title') })).toBeNull();
    });
  });

  describe('deleting the survey', () => {
    it('asks first, listing what goes; sends the token; then says it is deleted and drops the link from the address', async () => {
      const calls = stubServer({ results: [[200, survey({ count: 6 })]], delete: [[200, { ok: true }]] });
      const user = userEvent.setup();
      window.history.replaceState({ kept: true }, '', `${PATH}?from=mail#${RESULTS}.${SHARE}`);
      render(<TeamResultsView />, { locale: 'en', path: PATH });
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.delete') }));
      const decisions = screen.getByRole('region', { name: en('teamPulse.decide.title') });
      expect(
        within(decisions).getByRole('heading', { level: 3, name: en('teamPulse.decide.delete.title') }),
      ).toHaveFocus();
      expect(within(decisions).getByText(en('teamPulse.decide.delete.text'))).toBeVisible();
      expect(
        within(decisions)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        en('teamPulse.decide.delete.goes.survey'),
        en('teamPulse.decide.delete.goes.answers', { count: 6 }),
        en('teamPulse.decide.delete.goes.mails'),
      ]);
      expect(within(decisions).queryByRole('button', { name: en('teamPulse.decide.close') })).toBeNull();
      await user.click(within(decisions).getByRole('button', { name: en('teamPulse.decide.delete.confirm') }));
      const heading = await screen.findByRole('heading', { name: en('teamPulse.deleted.title') });
      expect(heading).toHaveFocus();
      expect(screen.getByText(en('teamPulse.deleted.text'))).toBeVisible();
      expect(screen.getByRole('link', { name: en('teamPulse.deleted.again') })).toHaveAttribute(
        'href',
        '/en/team-pulse',
      );
      expect(screen.queryByRole('heading', { name: en('teamPulse.problem.notFound.title') })).toBeNull();
      expect(calls).toEqual([
        { name: 'results', body: { token: RESULTS } },
        { name: 'delete', body: { token: RESULTS } },
      ]);
      expect(window.location.hash).toBe('');
      expect(window.location.pathname).toBe(PATH);
      expect(window.location.search).toBe('?from=mail');
      expect(window.history.state).toEqual({ kept: true });
    });

    it('after deleting, another link opened in the tab shows that survey', async () => {
      const calls = stubServer({
        results: [
          [200, survey()],
          [200, survey({ teamName: 'Lager' })],
        ],
        delete: [[200, { ok: true }]],
      });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.delete') }));
      await user.click(screen.getByRole('button', { name: en('teamPulse.decide.delete.confirm') }));
      await screen.findByRole('heading', { name: en('teamPulse.deleted.title') });
      window.location.hash = OTHER;
      expect(await statusHeading('Lager')).toBeVisible();
      expect(calls.at(-1)).toEqual({ name: 'results', body: { token: OTHER } });
      expect(screen.queryByRole('heading', { name: en('teamPulse.deleted.title') })).toBeNull();
    });

    it.each([
      [0, 'none yet'],
      [1, 'one'],
    ])('the list says how many answers go: %i', async (count) => {
      stubServer({ results: [[200, survey({ count })]] });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.delete') }));
      expect(screen.getByText(en('teamPulse.decide.delete.goes.answers', { count }))).toBeVisible();
    });

    it('a lost connection: says so and keeps the question', async () => {
      stubServer({ results: [[200, survey()]], delete: ['network'] });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.delete') }));
      await user.click(screen.getByRole('button', { name: en('teamPulse.decide.delete.confirm') }));
      expect(await screen.findByRole('alert')).toHaveTextContent(en('teamPulse.error.failed', { email: site.email }));
      expect(screen.getByRole('heading', { name: en('teamPulse.decide.delete.title') })).toBeVisible();
      expect(screen.queryByRole('heading', { name: en('teamPulse.deleted.title') })).toBeNull();
      expect(window.location.hash).toBe(`#${RESULTS}.${SHARE}`);
    });

    it('a survey gone in the meantime: says it cannot be found, keeping the link', async () => {
      stubServer({ results: [[200, survey()]], delete: [[404, { ok: false }]] });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulse.decide.delete') }));
      await user.click(screen.getByRole('button', { name: en('teamPulse.decide.delete.confirm') }));
      expect(await screen.findByRole('heading', { name: en('teamPulse.problem.notFound.title') })).toHaveFocus();
      expect(screen.queryByRole('heading', { name: en('teamPulse.deleted.title') })).toBeNull();
      expect(window.location.hash).toBe(`#${RESULTS}.${SHARE}`);
    });
  });

  describe('starting a follow-up round', () => {
    it('opens the new round’s results, which say the follow-up started, with focus on its status', async () => {
      const calls = stubServer({
        results: [
          [200, survey({ count: 6, shownCount: 6, result: RESULT })],
          [200, survey({ teamName: 'Ekonomi 2' })],
        ],
        'follow-up': [[201, { ok: true, resultsToken: NEXT_RESULTS, shareToken: NEXT_SHARE }]],
      });
      const user = userEvent.setup();
      open(`#${RESULTS}.${SHARE}`);
      await user.click(await screen.findByRole('button', { name: en('teamPulseResults.followUp.start') }));
      const heading = await statusHeading('Ekonomi 2');
      expect(window.location.hash).toBe(`#${NEXT_RESULTS}.${NEXT_SHARE}`);
      expect(calls.at(-1)).toEqual({ name: 'results', body: { token: NEXT_RESULTS } });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(heading).toHaveAccessibleDescription(en('teamPulseResults.followUp.started'));
      expect(screen.getByText(en('teamPulseResults.followUp.started'))).toBeVisible();
      expect(screen.getByRole('textbox', { name: en('teamPulse.link.share') })).toHaveValue(
        `${window.location.origin}/teampuls/svara#${NEXT_SHARE}`,
      );
    });
  });
});
