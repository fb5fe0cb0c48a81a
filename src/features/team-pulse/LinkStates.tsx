/**
 * What the share and results pages show before and instead of a survey: while the link is
 * read (also the prerendered page, and the page without JavaScript), and when the link is
 * incomplete, names no open survey, or the server cannot be reached.
 */
import { Button } from '../../components/ui/Button';
import { Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { StatePanel } from './StatePanel';
import styles from './TeamPulse.module.css';

export function Opening() {
  const t = useT();
  return (
    <div className={`${styles.panel} ${styles.linkState}`}>
      <p role="status">{t('teamPulse.link.opening')}</p>
      <noscript>
        <p>{t('teamPulse.link.noScript')}</p>
      </noscript>
    </div>
  );
}

export interface LinkProblemProps {
  problem: 'missing' | 'notFound' | 'failed';
  /** Which link the visitor followed: the team's share link or the lead's results link. */
  link: 'share' | 'results';
  onRetry: () => void;
}

export function LinkProblem({ problem, link, onRetry }: LinkProblemProps) {
  const t = useT();
  return (
    <StatePanel
      id="team-problem-title"
      title={t(`teamPulse.problem.${problem}.title`)}
      focusKey={problem}
      className={`${styles.panel} ${styles.linkState}`}
    >
      <p>{t(`teamPulse.problem.${problem}.${link}`, { email: site.email })}</p>
      {problem === 'failed' ? (
        <Button onPress={onRetry}>{t('teamPulse.problem.retry')}</Button>
      ) : (
        <p>
          <Link screen="teamPulse">{t('teamPulse.problem.start')}</Link>
        </p>
      )}
    </StatePanel>
  );
}
