/**
 * The lead's results page. Below the threshold: how many have answered, how many it takes, and
 * the share link again (from this link's own fragment). From the threshold on, the result as
 * last published (it changes only in steps of at least the threshold, and the page says how many
 * answers wait for the next step, and why): the team's score,
 * each dimension weakest first with how the answers spread over 1–5, the module and package for
 * the weakest, the open answers in the random order the server gave, a printout, and the two
 * decisions that cannot be undone without a warning first: close, and delete with every answer.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/ui/Button';
import { FailureAlert } from '../../components/ui/FailureAlert';
import { ExternalLink, Link } from '../../components/ui/Link';
import { ScoreCard } from '../../components/ui/ScoreCard';
import { site } from '../../config/site';
import { MODULES } from '../../content/modules';
import { useT } from '../../i18n/useT';
import { questionMessage, RATING_MAX, RATING_MIN, scaleMessage } from '../../domain/pulse/questions';
import { CopyLink } from './CopyLink';
import { FollowUp } from './FollowUp';
import type { RoundComparison } from '../../domain/team-pulse/round-comparison';
import { RoundComparisonTable, useSignedPoints } from './RoundComparisonTable';
import { LinkProblem, Opening } from './LinkStates';
import { StatePanel } from './StatePanel';
import type { TeamResult } from '../../domain/team-pulse/team-aggregate';
import { closeSurvey, deleteSurvey, fetchResults, type TeamResults } from './team-pulse-api';
import { shareLink, tokensFromFragment } from '../../domain/team-pulse/team-survey';
import { useFragment } from './useFragment';
import { useSurveyLink } from './useSurveyLink';
import styles from './TeamPulse.module.css';

/** What the server said about the link's survey. */
type Loaded = { kind: 'notFound' } | { kind: 'failed' } | { kind: 'shown'; survey: TeamResults };

/** The results link: its token, and the mailed link's third token that confirms the lead's address. */
interface ResultsLink {
  token: string;
  confirm?: string;
}

async function openResultsLink({ token, confirm }: ResultsLink): Promise<Loaded> {
  // The server ignores the confirmation after the first time.
  const result = await fetchResults(token, confirm);
  if (result.kind === 'ok') return { kind: 'shown', survey: result.body.survey };
  return { kind: result.kind === 'notFound' ? 'notFound' : 'failed' };
}

export function TeamResultsView() {
  const [fragment, clearFragment] = useFragment();
  const [deleted, setDeleted] = useState(false);
  // Set when this tab started a follow-up: the new round's page says so and takes focus.
  const [startedRound, setStartedRound] = useState<string>();
  const tokens = fragment === undefined ? undefined : tokensFromFragment(fragment);
  // Undefined until the fragment is read (after hydration); null when it holds no token.
  const link = tokens === undefined ? undefined : tokens.first ? { token: tokens.first, confirm: tokens.third } : null;
  const { state, retry, reload, show } = useSurveyLink(link, openResultsLink);

  // Deleted, and the token cleared from the address: until another link is opened in this tab.
  if (deleted && link === null) return <Deleted />;
  if (link === undefined) return <Opening link="results" />;
  if (link === null) return <LinkProblem problem="missing" link="results" onRetry={retry} />;
  if (state === undefined) return <Opening link="results" />;
  const { token } = link;
  switch (state.kind) {
    case 'notFound':
    case 'failed':
      return <LinkProblem problem={state.kind} link="results" onRetry={retry} />;
    case 'shown':
      return (
        <Shown
          key={token}
          token={token}
          shareToken={tokens?.second}
          survey={state.survey}
          justStarted={startedRound === token}
          onChanged={reload}
          onDeleted={() => {
            // The link names nothing any more: drop it from the address bar and the history entry.
            setDeleted(true);
            show({ kind: 'notFound' });
            clearFragment();
          }}
          onGone={() => show({ kind: 'notFound' })}
          onFollowUp={(next) => {
            setStartedRound(next.split('.')[0]);
            // A new history entry: Back returns to the earlier round's results.
            window.location.hash = next;
          }}
        />
      );
  }
}

interface ShownProps {
  token: string;
  shareToken?: string;
  survey: TeamResults;
  /** This tab has just started this round as a follow-up. */
  justStarted: boolean;
  onChanged: () => void;
  onDeleted: () => void;
  onGone: () => void;
  onFollowUp: (fragment: string) => void;
}

function Shown({ token, shareToken, survey, justStarted, onChanged, onDeleted, onGone, onFollowUp }: ShownProps) {
  const t = useT();
  const date = useDay();
  const team = survey.teamName || t('teamPulse.results.unnamed');
  const reached = survey.result !== undefined;
  const pending = survey.count - survey.shownCount;
  // Once the lead closes the survey, the button they pressed is gone: focus moves to the
  // status, which now says the survey is closed.
  const statusRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(survey.status === 'open');
  useEffect(() => {
    if (wasOpen.current && survey.status === 'closed') statusRef.current?.focus();
    wasOpen.current = survey.status === 'open';
  }, [survey.status]);
  // A follow-up just started: the button pressed is on the earlier round's page, now gone.
  useEffect(() => {
    if (justStarted) statusRef.current?.focus();
  }, [justStarted]);
  return (
    <>
      <section aria-labelledby="team-status-title" className={styles.panel}>
        <h2
          id="team-status-title"
          ref={statusRef}
          tabIndex={-1}
          aria-describedby={justStarted ? 'team-follow-up-started' : undefined}
        >
          {t('teamPulse.results.statusTitle', { team })}
        </h2>
        {justStarted && <p id="team-follow-up-started">{t('teamPulseResults.followUp.started')}</p>}
        <p>
          {t(survey.comparison ? 'teamPulseResults.startedOnFollowUp' : 'teamPulseResults.startedOn', {
            date: date(survey.startedOn),
          })}
        </p>
        <p className={styles.count}>
          {survey.invited
            ? t('teamPulse.results.countOf', { count: survey.count, invited: survey.invited })
            : t('teamPulse.results.count', { count: survey.count })}
        </p>
        <p className={styles.printSkip}>
          {reached
            ? t('teamPulse.results.reached', { threshold: survey.threshold })
            : t('teamPulse.results.waiting', { threshold: survey.threshold, left: survey.threshold - survey.count })}
        </p>
        {reached && pending > 0 && (
          <p>
            {t(survey.status === 'open' ? 'teamPulse.results.pending' : 'teamPulse.results.pendingClosed', {
              pending,
              threshold: survey.threshold,
            })}
          </p>
        )}
        <p className={styles.printSkip}>
          {t(survey.status === 'open' ? 'teamPulse.results.open' : 'teamPulse.results.closed')}
        </p>
        {survey.followedUpOn && <p>{t('teamPulseResults.followUp.followedUp', { date: date(survey.followedUpOn) })}</p>}
        {survey.status === 'open' && shareToken && (
          <CopyLink
            id="team-share-link"
            label={t('teamPulse.link.share')}
            copyLabel={t('teamPulse.link.copyShare')}
            link={shareLink(window.location.origin, survey.locale, shareToken)}
          />
        )}
      </section>
      {survey.comparison && !survey.result && <BeforeAfter comparison={survey.comparison} />}
      {survey.result && <Aggregate result={survey.result} comparison={survey.comparison} />}
      {survey.result && !survey.followedUpOn && <FollowUp token={token} survey={survey} onStarted={onFollowUp} />}
      <Decisions
        token={token}
        count={survey.count}
        open={survey.status === 'open'}
        onChanged={onChanged}
        onDeleted={onDeleted}
        onGone={onGone}
      />
    </>
  );
}

/** A day (YYYY-MM-DD) as the page's language writes it. */
function useDay() {
  const intl = useIntl();
  // Noon UTC: the same calendar day in every time zone the page may be read in.
  return (day: string) =>
    intl.formatDate(new Date(`${day}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The two rounds side by side, per dimension with the change; this round's numbers once it publishes. */
function BeforeAfter({ comparison }: { comparison: RoundComparison }) {
  const t = useT();
  const date = useDay();
  return (
    <section aria-labelledby="team-compare-title" className={styles.result}>
      <h2 id="team-compare-title">{t('teamPulseResults.compare.title')}</h2>
      <p className={styles.hint}>
        {t(comparison.after ? 'teamPulseResults.compare.lead' : 'teamPulseResults.compare.leadWaiting', {
          date: date(comparison.before.startedOn),
          count: comparison.before.shownCount,
        })}
      </p>
      <RoundComparisonTable comparison={comparison} date={date} />
    </section>
  );
}

function Aggregate({ result, comparison }: { result: TeamResult; comparison?: RoundComparison }) {
  const t = useT();
  const weakestModule = MODULES.find((m) => m.id === result.weakest.module);
  const weakestName = t(`pulse.dimension.${result.weakest.dimension}`);
  const date = useDay();
  return (
    <section aria-labelledby="team-result-title" className={styles.result}>
      <h2 id="team-result-title">{t('teamPulse.results.resultTitle')}</h2>
      <ScoreCard
        score={result.score}
        meterLabel={t('teamPulse.results.meter')}
        valueLabel={t('pulse.result.score', { score: result.score })}
        summary={t('teamPulse.results.summary', { label: t(`pulse.label.${result.label}`) })}
      >
        <p className={styles.printSkip}>{t(`teamPulse.results.${result.label}`)}</p>
      </ScoreCard>

      <div className={styles.weakest}>
        <h3>{t('teamPulse.results.nextTitle')}</h3>
        <p>{t('teamPulse.results.next', { dimension: weakestName })}</p>
        <ul className={styles.nextLinks}>
          {weakestModule && (
            <li>
              <Link screen="modules" hash="module-grid">
                {t('pulse.result.weakestLink', { module: t(weakestModule.title) })}
              </Link>
            </li>
          )}
          <li>
            <Link screen="clarityForTeams">{t('teamPulse.results.packageLink')}</Link>
          </li>
          <li className="noPrint">
            <ExternalLink href={site.bookingUrl}>{t('pulse.result.book')}</ExternalLink>
          </li>
        </ul>
      </div>

      <h3>{t('teamPulse.results.dimensionsTitle')}</h3>
      <p className={styles.hint}>{t('teamPulse.results.dimensionsLead')}</p>
      {comparison && <p className={styles.hint}>{t('teamPulseResults.compare.chartLead')}</p>}
      <ProfileChart result={result} comparison={comparison} />
      {comparison && <RoundComparisonTable comparison={comparison} date={date} />}
      <ProfileTable result={result} />

      <div className={styles.openAnswersPart}>
        <h3>{t('teamPulse.results.openTitle')}</h3>
        {result.openAnswers.length > 0 ? (
          <>
            <p className={styles.hint}>{t('teamPulse.results.openLead')}</p>
            <ul className={styles.openAnswers}>
              {result.openAnswers.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
            {result.openAnswersOmitted > 0 && (
              <p className={styles.hint}>
                {t('teamPulse.results.openOmitted', {
                  count: result.openAnswersOmitted,
                  max: result.openAnswers.length,
                })}
              </p>
            )}
          </>
        ) : (
          <p>{t('teamPulse.results.openNone')}</p>
        )}
      </div>
      <p className={styles.printOnly}>{t('teamPulseResults.printFooter')}</p>

      <div className={`${styles.actions} noPrint`}>
        <Button variant="secondary" onPress={() => window.print()}>
          {t('teamPulse.results.print')}
        </Button>
      </div>
    </section>
  );
}

const POINTS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * The profile drawn: one bar per dimension on the 0–100 scale, the weakest marked (in words and
 * with a thicker outline, not by colour alone), and under it each statement's spread over 1–5
 * as one stacked bar. Hidden from screen readers: the table below holds the same numbers.
 */
function ProfileChart({ result, comparison }: { result: TeamResult; comparison?: RoundComparison }) {
  const t = useT();
  const signed = useSignedPoints();
  return (
    <div aria-hidden="true" className={styles.chart}>
      {result.dimensions.map((dimension) => {
        const weakest = dimension.dimension === result.weakest.dimension;
        const earlier = comparison?.dimensions.find((row) => row.dimension === dimension.dimension);
        return (
          <div key={dimension.dimension} className={styles.chartDimension}>
            <p>
              {t('teamPulse.results.dimensionCaption', {
                dimension: t(`pulse.dimension.${dimension.dimension}`),
                score: dimension.score,
              })}
              {weakest && <strong> {t('teamPulse.results.weakestMark')}</strong>}
              {earlier?.change !== undefined && (
                <span className={styles.change}>
                  {' '}
                  {t('teamPulseResults.compare.chartChange', {
                    before: earlier.before,
                    change: signed(earlier.change),
                  })}
                </span>
              )}
            </p>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" className={styles.scoreBar}>
              <rect width="100" height="6" className={styles.track} />
              <rect width={dimension.score} height="6" className={weakest ? styles.weakestBar : styles.bar} />
              {earlier && (
                // The earlier round's score: a thin mark across the bar, drawn above it.
                <rect
                  x={Math.min(99, Math.max(0, earlier.before - 0.5))}
                  width="1"
                  height="6"
                  className={styles.beforeMark}
                  data-before={earlier.before}
                />
              )}
            </svg>
            {dimension.statements.map((statement) => (
              <SpreadBar key={statement.key} counts={statement.counts} />
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** One statement's answers over 1–5 as one bar, each part as wide as its share. */
function SpreadBar({ counts }: { counts: readonly number[] }) {
  const total = counts.reduce((sum, count) => sum + count, 0) || 1;
  // Where each part starts: the share of the ratings below it.
  const starts = counts.map((_, index) => counts.slice(0, index).reduce((sum, count) => sum + count, 0));
  return (
    <svg viewBox="0 0 100 3" preserveAspectRatio="none" className={styles.spreadBar}>
      {counts.map((count, index) => (
        <rect
          key={index}
          x={(starts[index] / total) * 100}
          width={(count / total) * 100}
          height="3"
          className={styles[`point${index + 1}`]}
        />
      ))}
    </svg>
  );
}

/** The numbers of the chart, in one table: per dimension its score, per statement the counts of 1–5 and the average. */
function ProfileTable({ result }: { result: TeamResult }) {
  const t = useT();
  const intl = useIntl();
  return (
    <table className={`${styles.spread} ${styles.profileTable}`}>
      <caption>{t('teamPulse.results.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('teamPulse.results.statement')}</th>
          {POINTS.map((point) => (
            <th key={point} scope="col" className={styles.number}>
              <abbr title={t(scaleMessage(point))}>{point}</abbr>
            </th>
          ))}
          <th scope="col" className={styles.number}>
            {t('teamPulse.results.average')}
          </th>
        </tr>
      </thead>
      {result.dimensions.map((dimension) => (
        <tbody key={dimension.dimension}>
          <tr>
            <th scope="rowgroup" colSpan={POINTS.length + 2} className={styles.group}>
              {t('teamPulse.results.dimensionCaption', {
                dimension: t(`pulse.dimension.${dimension.dimension}`),
                score: dimension.score,
              })}
            </th>
          </tr>
          {dimension.statements.map((statement) => (
            <tr key={statement.key}>
              <th scope="row">{t(questionMessage(statement.key))}</th>
              {statement.counts.map((count, index) => (
                <td key={index} className={styles.number}>
                  {count}
                </td>
              ))}
              <td className={styles.number}>
                {intl.formatNumber(statement.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

interface DecisionsProps {
  token: string;
  /** Every answer taken: the delete warning says how many go. */
  count: number;
  open: boolean;
  onChanged: () => void;
  onDeleted: () => void;
  onGone: () => void;
}

/**
 * Close and delete, each behind an inline warning that takes focus and says what will happen.
 * They look and read differently: closing keeps the results (a calm warning), deleting removes
 * them for good (red, worded as destruction, with a list of what goes).
 */
function Decisions({ token, count, open, onChanged, onDeleted, onGone }: DecisionsProps) {
  const t = useT();
  const [asking, setAsking] = useState<'close' | 'delete'>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);
  const warningRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking) warningRef.current?.focus();
  }, [asking]);

  const decide = async (what: 'close' | 'delete') => {
    setBusy(true);
    setFailure(false);
    const result = await (what === 'close' ? closeSurvey : deleteSurvey)(token);
    setBusy(false);
    if (result.kind === 'ok') {
      setAsking(undefined);
      if (what === 'close') onChanged();
      else onDeleted();
    } else if (result.kind === 'notFound') onGone();
    else setFailure(true);
  };

  return (
    <section aria-labelledby="team-decisions-title" className={`${styles.panel} noPrint`}>
      <h2 id="team-decisions-title">{t('teamPulse.decide.title')}</h2>
      {asking ? (
        <Warning
          what={asking}
          count={count}
          headingRef={warningRef}
          busy={busy}
          onConfirm={() => void decide(asking)}
          onCancel={() => setAsking(undefined)}
        />
      ) : (
        <>
          {open && (
            <div className={styles.decision}>
              <p>{t('teamPulse.decide.close.what')}</p>
              <Button variant="secondary" onPress={() => setAsking('close')}>
                {t('teamPulse.decide.close')}
              </Button>
            </div>
          )}
          <div className={styles.decision}>
            <p>{t('teamPulse.decide.delete.what')}</p>
            <Button variant="secondary" className={styles.destructive} onPress={() => setAsking('delete')}>
              {t('teamPulse.decide.delete')}
            </Button>
          </div>
        </>
      )}
      <FailureAlert
        message={failure ? t('teamPulse.error.failed', { email: site.email }) : undefined}
        takeFocus={false}
      />
    </section>
  );
}

interface WarningProps {
  what: 'close' | 'delete';
  count: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function Warning({ what, count, headingRef, busy, onConfirm, onCancel }: WarningProps) {
  const t = useT();
  return (
    <div className={what === 'delete' ? styles.warning : styles.caution}>
      <h3 ref={headingRef} tabIndex={-1}>
        {t(`teamPulse.decide.${what}.title`)}
      </h3>
      <p>{t(`teamPulse.decide.${what}.text`)}</p>
      {what === 'delete' && (
        <ul>
          <li>{t('teamPulse.decide.delete.goes.survey')}</li>
          <li>{t('teamPulse.decide.delete.goes.answers', { count })}</li>
          <li>{t('teamPulse.decide.delete.goes.mails')}</li>
        </ul>
      )}
      <div className={styles.actions}>
        <Button className={what === 'delete' ? styles.destructive : undefined} onPress={onConfirm} isDisabled={busy}>
          {t(`teamPulse.decide.${what}.confirm`)}
        </Button>
        <Button variant="quiet" onPress={onCancel} isDisabled={busy}>
          {t('teamPulse.decide.cancel')}
        </Button>
      </div>
    </div>
  );
}

function Deleted() {
  const t = useT();
  return (
    <StatePanel id="team-deleted-title" title={t('teamPulse.deleted.title')}>
      <p>{t('teamPulse.deleted.text')}</p>
      <p>
        <Link screen="teamPulse">{t('teamPulse.deleted.again')}</Link>
      </p>
    </StatePanel>
  );
}
