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
import { LinkProblem, Opening } from './LinkStates';
import { StatePanel } from './StatePanel';
import type { TeamResult } from '../../domain/team-pulse/team-aggregate';
import { closeSurvey, deleteSurvey, fetchResults, type TeamResults } from './team-pulse-api';
import { shareLink, tokensFromFragment } from '../../domain/team-pulse/team-survey';
import { useFragment } from './useFragment';
import styles from './TeamPulse.module.css';

/** What the server said about the link's survey. */
type Loaded = { kind: 'notFound' } | { kind: 'failed' } | { kind: 'shown'; survey: TeamResults };

export function TeamResultsView() {
  const [fragment, clearFragment] = useFragment();
  const [attempt, setAttempt] = useState(0);
  // A reload after closing keeps the page as it is until the new figures arrive.
  const [refresh, setRefresh] = useState(0);
  const [deleted, setDeleted] = useState(false);
  const [loaded, setLoaded] = useState<{ token: string; attempt: number; state: Loaded }>();
  const tokens = fragment === undefined ? undefined : tokensFromFragment(fragment);
  // Undefined until the fragment is read (after hydration); null when it holds no token.
  const token = tokens === undefined ? undefined : (tokens.first ?? null);
  const confirm = tokens?.third;

  useEffect(() => {
    if (!token) return;
    let current = true;
    // The mailed link's third token confirms the lead's address (the server ignores it after the first time).
    void fetchResults(token, confirm).then((result) => {
      if (!current) return;
      const state: Loaded =
        result.kind === 'ok'
          ? { kind: 'shown', survey: result.body.survey }
          : { kind: result.kind === 'notFound' ? 'notFound' : 'failed' };
      setLoaded({ token, attempt, state });
    });
    return () => {
      current = false;
    };
  }, [token, confirm, attempt, refresh]);

  const retry = () => setAttempt((n) => n + 1);
  // Deleted, and the token cleared from the address: until another link is opened in this tab.
  if (deleted && token === null) return <Deleted />;
  if (token === undefined) return <Opening link="results" />;
  if (token === null) return <LinkProblem problem="missing" link="results" onRetry={retry} />;
  if (loaded?.token !== token || loaded.attempt !== attempt) return <Opening link="results" />;
  const { state } = loaded;
  switch (state.kind) {
    case 'notFound':
    case 'failed':
      return <LinkProblem problem={state.kind} link="results" onRetry={retry} />;
    case 'shown':
      return (
        <Shown
          token={token}
          shareToken={tokens?.second}
          survey={state.survey}
          onChanged={() => setRefresh((n) => n + 1)}
          onDeleted={() => {
            // The link names nothing any more: drop it from the address bar and the history entry.
            setDeleted(true);
            setLoaded(undefined);
            clearFragment();
          }}
          onGone={() => setLoaded({ token, attempt, state: { kind: 'notFound' } })}
        />
      );
  }
}

interface ShownProps {
  token: string;
  shareToken?: string;
  survey: TeamResults;
  onChanged: () => void;
  onDeleted: () => void;
  onGone: () => void;
}

function Shown({ token, shareToken, survey, onChanged, onDeleted, onGone }: ShownProps) {
  const t = useT();
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
  return (
    <>
      <section aria-labelledby="team-status-title" className={styles.panel}>
        <h2 id="team-status-title" ref={statusRef} tabIndex={-1}>
          {t('teamPulse.results.statusTitle', { team })}
        </h2>
        <p className={styles.count}>
          {survey.invited
            ? t('teamPulse.results.countOf', { count: survey.count, invited: survey.invited })
            : t('teamPulse.results.count', { count: survey.count })}
        </p>
        <p>
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
        <p>{t(survey.status === 'open' ? 'teamPulse.results.open' : 'teamPulse.results.closed')}</p>
        {survey.status === 'open' && shareToken && (
          <CopyLink
            id="team-share-link"
            label={t('teamPulse.link.share')}
            copyLabel={t('teamPulse.link.copyShare')}
            link={shareLink(window.location.origin, survey.locale, shareToken)}
          />
        )}
      </section>
      {survey.result && <Aggregate result={survey.result} />}
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

function Aggregate({ result }: { result: TeamResult }) {
  const t = useT();
  const weakestModule = MODULES.find((m) => m.id === result.weakest.module);
  const weakestName = t(`pulse.dimension.${result.weakest.dimension}`);
  return (
    <section aria-labelledby="team-result-title" className={styles.result}>
      <h2 id="team-result-title">{t('teamPulse.results.resultTitle')}</h2>
      <ScoreCard
        score={result.score}
        meterLabel={t('teamPulse.results.meter')}
        valueLabel={t('pulse.result.score', { score: result.score })}
        summary={t('teamPulse.results.summary', { label: t(`pulse.label.${result.label}`) })}
      >
        <p>{t(`teamPulse.results.${result.label}`)}</p>
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
      <ProfileChart result={result} />
      <ProfileTable result={result} />

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
              {t('teamPulse.results.openOmitted', { count: result.openAnswersOmitted, max: result.openAnswers.length })}
            </p>
          )}
        </>
      ) : (
        <p>{t('teamPulse.results.openNone')}</p>
      )}

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
function ProfileChart({ result }: { result: TeamResult }) {
  const t = useT();
  return (
    <div aria-hidden="true" className={styles.chart}>
      {result.dimensions.map((dimension) => {
        const weakest = dimension.dimension === result.weakest.dimension;
        return (
          <div key={dimension.dimension} className={styles.chartDimension}>
            <p>
              {t('teamPulse.results.dimensionCaption', {
                dimension: t(`pulse.dimension.${dimension.dimension}`),
                score: dimension.score,
              })}
              {weakest && <strong> {t('teamPulse.results.weakestMark')}</strong>}
            </p>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" className={styles.scoreBar}>
              <rect width="100" height="6" className={styles.track} />
              <rect width={dimension.score} height="6" className={weakest ? styles.weakestBar : styles.bar} />
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
    <table className={styles.spread}>
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
