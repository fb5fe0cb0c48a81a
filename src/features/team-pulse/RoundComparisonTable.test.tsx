/**
 * Before and after in numbers, as the lead reads the table: per dimension the earlier round's
 * score, this round's and the change with its sign ("+7", "−3", "±0"), the team's score in the
 * footer; and before this round publishes, the earlier round's numbers only, and why.
 */
import type { RoundComparison } from '../../domain/team-pulse/round-comparison';
import type { MessageId } from '../../i18n/messages';
import { message } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { RoundComparisonTable } from './RoundComparisonTable';

/** The day as the test's page would write it: visibly the one the table was given. */
const date = (iso: string) => `day ${iso}`;

const PUBLISHED: RoundComparison = {
  before: { startedOn: '2026-10-01', shownCount: 6, score: 58 },
  after: { score: 61, change: 3 },
  dimensions: [
    { dimension: 'culture', before: 50, after: 57, change: 7 },
    { dimension: 'leadership', before: 64, after: 61, change: -3 },
    { dimension: 'skills', before: 70, after: 70, change: 0 },
    // A dimension this round did not publish: its earlier score only.
    { dimension: 'measurement', before: 44 },
  ],
};

const WAITING: RoundComparison = {
  before: { startedOn: '2026-10-01', shownCount: 6, score: 58 },
  dimensions: [
    { dimension: 'culture', before: 50 },
    { dimension: 'leadership', before: 64 },
  ],
};

/** Each row's cells as read: the row header, then the numbers. */
function rows(group: HTMLElement) {
  return within(group)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const dimension = (locale: 'sv' | 'en', id: string) => message(locale, `pulse.dimension.${id}` as MessageId);

describe('RoundComparisonTable', () => {
  it('once this round has published: before, now and the change per dimension, and the team’s score', () => {
    render(<RoundComparisonTable comparison={PUBLISHED} date={date} />, { locale: 'en' });
    const table = screen.getByRole('table', {
      name: message('en', 'teamPulseResults.compare.caption', { date: 'day 2026-10-01' }),
    });
    const [head, body, foot] = within(table).getAllByRole('rowgroup');
    expect(rows(head)).toEqual([
      [
        message('en', 'teamPulseResults.compare.dimension'),
        message('en', 'teamPulseResults.compare.before', { date: 'day 2026-10-01' }),
        message('en', 'teamPulseResults.compare.after'),
        message('en', 'teamPulseResults.compare.change'),
      ],
    ]);
    expect(rows(body)).toEqual([
      [dimension('en', 'culture'), '50', '57', '+7'],
      [dimension('en', 'leadership'), '64', '61', '−3'],
      [dimension('en', 'skills'), '70', '70', '±0'],
      [dimension('en', 'measurement'), '44', '', ''],
    ]);
    expect(rows(foot)).toEqual([[message('en', 'teamPulseResults.compare.total'), '58', '61', '+3']]);
    // Each number is read with its row's and its column's header.
    expect(within(head).getAllByRole('columnheader')).toHaveLength(4);
    expect(
      within(body)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['culture', 'leadership', 'skills', 'measurement'].map((id) => dimension('en', id)));
    expect(within(foot).getByRole('rowheader')).toHaveTextContent(message('en', 'teamPulseResults.compare.total'));
  });

  it('a change is signed as it is read: the minus is a minus sign, also in Swedish, and no change is ±0', () => {
    const comparison: RoundComparison = {
      before: { startedOn: '2026-10-01', shownCount: 6, score: 60 },
      after: { score: 48, change: -12 },
      dimensions: [
        { dimension: 'culture', before: 50, after: 50, change: 0 },
        { dimension: 'leadership', before: 64, after: 52, change: -12 },
      ],
    };
    render(<RoundComparisonTable comparison={comparison} date={date} />, { locale: 'sv' });
    const [, body, foot] = screen.getAllByRole('rowgroup');
    expect(rows(body)).toEqual([
      [dimension('sv', 'culture'), '50', '50', '±0'],
      [dimension('sv', 'leadership'), '64', '52', '−12'],
    ]);
    expect(rows(foot)).toEqual([[message('sv', 'teamPulseResults.compare.total'), '60', '48', '−12']]);
  });

  it('the team’s score unchanged is ±0 too', () => {
    const comparison: RoundComparison = { ...PUBLISHED, after: { score: 58, change: 0 } };
    render(<RoundComparisonTable comparison={comparison} date={date} />, { locale: 'en' });
    const [, , foot] = screen.getAllByRole('rowgroup');
    expect(rows(foot)).toEqual([[message('en', 'teamPulseResults.compare.total'), '58', '58', '±0']]);
  });

  it('before this round publishes: the earlier round’s numbers only, and a caption that says why', () => {
    render(<RoundComparisonTable comparison={WAITING} date={date} />, { locale: 'sv' });
    const table = screen.getByRole('table', {
      name: message('sv', 'teamPulseResults.compare.captionWaiting', { date: 'day 2026-10-01' }),
    });
    const [head, body, foot] = within(table).getAllByRole('rowgroup');
    expect(rows(head)).toEqual([
      [
        message('sv', 'teamPulseResults.compare.dimension'),
        message('sv', 'teamPulseResults.compare.before', { date: 'day 2026-10-01' }),
      ],
    ]);
    expect(rows(body)).toEqual([
      [dimension('sv', 'culture'), '50'],
      [dimension('sv', 'leadership'), '64'],
    ]);
    expect(rows(foot)).toEqual([[message('sv', 'teamPulseResults.compare.total'), '58']]);
  });
});
