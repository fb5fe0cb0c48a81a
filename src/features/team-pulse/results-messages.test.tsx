/**
 * The team results page ships only part of the individual survey's and the modules' text
 * (route-table.ts). catalog-split.test.tsx renders the page as it is prerendered, before it has
 * read its link; this renders every state the link can lead to, with nothing but the shell's
 * messages and the page's own, so that none of them shows a message id.
 */
import userEvent from '@testing-library/user-event';
import { LOCALES, SCREENS } from '../../routing/route-table';
import { isPageMessage, isShellMessage, pickMessages } from '../../i18n/catalog-split';
import { takeIntlErrors } from '../../test/intl-errors';
import { catalogs, render, screen } from '../../test/render';
import { teamResult } from '../../domain/team-pulse/team-aggregate';
import { TeamResultsView } from './TeamResultsView';

const SHARE = 'S'.repeat(43);
const RESULTS = 'R'.repeat(43);
const PAGE = SCREENS.find((entry) => entry.id === 'teamPulseResults')!;

/** Six members' ratings of the six team statements, and an open answer from one of them. */
const ANSWERS = [
  { team_q1: 4, team_q2: 2, team_q3: 3, team_q4: 4, team_q5: 1, team_q6: 5, team_open1: 'Mer tid för att testa.' },
  ...[3, 4, 2, 5, 3].map((rating) => ({
    team_q1: rating,
    team_q2: 2,
    team_q3: 3,
    team_q4: 4,
    team_q5: 2,
    team_q6: rating,
  })),
];

function survey(overrides: object) {
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

const STATES: Array<{ name: string; hash: string; results?: object }> = [
  { name: 'waiting for answers', hash: `#${RESULTS}.${SHARE}`, results: survey({}) },
  {
    name: 'the result',
    hash: `#${RESULTS}.${SHARE}`,
    results: survey({ count: 6, result: teamResult(ANSWERS, (texts) => texts) }),
  },
  {
    name: 'closed, with the result',
    hash: `#${RESULTS}.${SHARE}`,
    results: survey({ count: 6, status: 'closed', result: teamResult(ANSWERS, (texts) => texts) }),
  },
  {
    name: 'answers waiting for the next step',
    hash: `#${RESULTS}.${SHARE}`,
    results: survey({ count: 8, shownCount: 6, result: teamResult(ANSWERS, (texts) => texts) }),
  },
  {
    name: 'closed, with answers never shown',
    hash: `#${RESULTS}.${SHARE}`,
    results: survey({ count: 8, shownCount: 6, status: 'closed', result: teamResult(ANSWERS, (texts) => texts) }),
  },
  {
    name: 'more open answers than the page lists',
    hash: `#${RESULTS}.${SHARE}`,
    results: survey({
      count: 6,
      shownCount: 6,
      result: { ...teamResult(ANSWERS, (texts) => texts)!, openAnswersOmitted: 12 },
    }),
  },
  { name: 'an unknown link', hash: `#${RESULTS}.${SHARE}` },
  { name: 'a link without its key', hash: '' },
];

describe('the team results page, with its own messages only', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  for (const locale of LOCALES) {
    it.each(STATES)(`${locale}: $name`, async ({ hash, results }) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          results
            ? new Response(JSON.stringify(results), { status: 200 })
            : new Response(JSON.stringify({ ok: false, error: 'not_found' }), { status: 404 }),
        ),
      );
      window.location.hash = hash;
      const messages = pickMessages(catalogs[locale], (id) => isShellMessage(id) || isPageMessage(PAGE.id, id));
      render(<TeamResultsView />, { locale, path: PAGE.paths[locale], messages });
      // Settled: the view has left its opening state and shows a heading of its own.
      await screen.findAllByRole('heading', { level: 2 });
      if (results && 'result' in (results as { survey: object }).survey) {
        // The lead's decisions open a confirmation with its own text.
        await userEvent.setup().click(screen.getAllByRole('button').at(-1)!);
      }
      expect(takeIntlErrors()).toEqual([]);
    });
  }
});

describe('the team results page and the publishing steps', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('says how many answers are counted but not yet shown, and why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(survey({ count: 7, shownCount: 5, result: teamResult(ANSWERS, (texts) => texts) })),
      ),
    );
    window.location.hash = `#${RESULTS}.${SHARE}`;
    render(<TeamResultsView />, { locale: 'en', path: PAGE.paths.en });
    expect(
      await screen.findByText(
        '2 answers are counted but not yet shown. The results are updated only when at least 5 new answers have come in, so that no one can work out a single person’s answer by comparing the results before and after it.',
      ),
    ).toBeVisible();
  });

  it('sends the mailed link’s confirmation token with the results call, and only that link’s', async () => {
    const CONFIRM = 'C'.repeat(43);
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (_: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return Response.json(survey({}));
    });
    vi.stubGlobal('fetch', fetchMock);
    window.location.hash = `#${RESULTS}.${SHARE}.${CONFIRM}`;
    render(<TeamResultsView />, { locale: 'sv', path: PAGE.paths.sv });
    await screen.findAllByRole('heading', { level: 2 });
    expect(bodies[0]).toEqual({ token: RESULTS, confirm: CONFIRM });
  });
});

describe('closing and deleting look and read differently', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('delete is worded as destruction and its warning lists what goes; close keeps the results', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(survey({ count: 6 }))),
    );
    window.location.hash = `#${RESULTS}.${SHARE}`;
    const user = userEvent.setup();
    render(<TeamResultsView />, { locale: 'en', path: PAGE.paths.en });
    expect(await screen.findByText('Closing stops new answers. The results stay on this page.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close the survey' }));
    expect(screen.getByRole('heading', { name: 'Close the survey?' })).toHaveFocus();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete the survey and all answers' }));
    expect(screen.getByRole('heading', { name: 'Delete the survey and all answers?' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'the survey, its results and both links',
      'all 6 answers, open answers included',
      'our e-mails about it that are still stored',
    ]);
    // Styled as the destructive action, unlike the close confirmation's primary button.
    expect(screen.getByRole('button', { name: 'Yes, delete everything' }).className).toMatch(/destructive/);
  });
});

describe('the team profile at a glance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('draws the chart for the eye and gives its numbers in one table, a row group per dimension', async () => {
    const result = teamResult(ANSWERS, (texts) => texts)!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(survey({ count: 6, shownCount: 6, result }))),
    );
    window.location.hash = `#${RESULTS}.${SHARE}`;
    render(<TeamResultsView />, { locale: 'en', path: PAGE.paths.en });
    const table = await screen.findByRole('table');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const groups = [...table.querySelectorAll('th[scope="rowgroup"]')].map((th) => th.textContent);
    const scores = groups.map((group) => Number(/: (\d+) out of 100$/.exec(group ?? '')?.[1]));
    expect(scores).toEqual(result.dimensions.map((d) => d.score));
    // The chart: one 0–100 bar per dimension as wide as its score, the weakest named; hidden from screen readers.
    const chart = document.querySelector('[aria-hidden="true"] svg')!.closest('[aria-hidden="true"]')!;
    const bars = [...chart.querySelectorAll('svg[viewBox="0 0 100 6"] rect:last-child')];
    expect(bars.map((bar) => Number(bar.getAttribute('width')))).toEqual(result.dimensions.map((d) => d.score));
    expect(chart.textContent).toContain('(weakest)');
  });
});
