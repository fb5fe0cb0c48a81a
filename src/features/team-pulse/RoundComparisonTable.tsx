/**
 * Before and after, in numbers: per dimension the earlier round's published score, this round's
 * and the change. A round that has not published shows no numbers, only why.
 */
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import type { RoundComparison } from '../../domain/team-pulse/round-comparison';
import styles from './TeamPulse.module.css';

/** A change in points with its sign, as read aloud too: "+7", "−3", "±0". */
export function useSignedPoints() {
  const intl = useIntl();
  return (points: number) =>
    points === 0 ? '±0' : intl.formatNumber(points, { signDisplay: 'always' }).replace('-', '−');
}

export function RoundComparisonTable({
  comparison,
  date,
}: {
  comparison: RoundComparison;
  date: (iso: string) => string;
}) {
  const t = useT();
  const signed = useSignedPoints();
  const before = date(comparison.before.startedOn);
  // Until this round publishes it has no numbers: the table holds the earlier round's only.
  const after = comparison.after;
  return (
    <table className={styles.spread}>
      <caption>
        {t(after ? 'teamPulseResults.compare.caption' : 'teamPulseResults.compare.captionWaiting', { date: before })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('teamPulseResults.compare.dimension')}</th>
          <th scope="col" className={styles.number}>
            {t('teamPulseResults.compare.before', { date: before })}
          </th>
          {after && (
            <>
              <th scope="col" className={styles.number}>
                {t('teamPulseResults.compare.after')}
              </th>
              <th scope="col" className={styles.number}>
                {t('teamPulseResults.compare.change')}
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {comparison.dimensions.map((row) => (
          <ComparisonRow
            key={row.dimension}
            label={t(`pulse.dimension.${row.dimension}`)}
            before={row.before}
            after={after && { score: row.after, change: row.change === undefined ? '' : signed(row.change) }}
          />
        ))}
      </tbody>
      <tfoot>
        <ComparisonRow
          label={t('teamPulseResults.compare.total')}
          before={comparison.before.score}
          after={after && { score: after.score, change: signed(after.change) }}
        />
      </tfoot>
    </table>
  );
}

/** One row of the table, a dimension's or the total's: its name, before, and (once published) after and the change. */
function ComparisonRow({
  label,
  before,
  after,
}: {
  label: string;
  before: number;
  after: { score: number | undefined; change: string } | undefined;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.number}>{before}</td>
      {after && (
        <>
          <td className={styles.number}>{after.score}</td>
          <td className={styles.number}>{after.change}</td>
        </>
      )}
    </tr>
  );
}
