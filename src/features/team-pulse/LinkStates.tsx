/**
 * What the share and results pages show before and instead of a survey: while the link is
 * read (also the prerendered page, and the page without JavaScript), and when the link is
 * incomplete, names no open survey, or the server cannot be reached.
 */
import { useHydrated } from '../../boot/useHydrated';
import { Button } from '../../components/ui/Button';
import { Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { StatePanel } from './StatePanel';
import styles from './TeamPulse.module.css';

type Problem = 'missing' | 'notFound' | 'failed';
/** Which link the visitor followed: the team's share link or the lead's results link. */
type LinkKind = 'share' | 'results';

/**
 * Runs as the prerendered page is parsed, before its first paint, and says on the root whether
 * the address has a fragment at all (`data-link-fragment`). Without one the link can only be
 * incomplete, so the stylesheet shows that problem at once, where the page would otherwise say
 * "Opening…" until its scripts have run (on a slow phone, seconds), then the problem. Plain
 * text, not compiled: the CSP allows it by the hash of exactly these bytes (postbuild.ts hashes
 * every inline script of each page).
 */
const FRAGMENT_HINT_SCRIPT = 'document.documentElement.dataset.linkFragment=location.hash.length>1?"yes":"no"';

export function Opening({ link }: { link: LinkKind }) {
  const t = useT();
  // The guess is the prerendered page's only: once hydrated, the page reads the link itself
  // (useFragment), and a page opened by a client-side navigation never needs it. (React would
  // not run a script it creates on the client anyway.)
  const beforeScripts = !useHydrated();
  return (
    <div className={`${styles.panel} ${styles.linkState} ${beforeScripts ? styles.beforeScripts : ''}`}>
      {beforeScripts && <script dangerouslySetInnerHTML={{ __html: FRAGMENT_HINT_SCRIPT }} />}
      <p role="status" className={styles.opening}>
        {t('teamPulse.link.opening')}
      </p>
      <noscript>
        <p>{t('teamPulse.link.noScript')}</p>
      </noscript>
      {beforeScripts && (
        // The words and layout of LinkProblem's "missing", which replaces this on hydration.
        <div className={styles.missingBeforeScripts}>
          <h2>{t('teamPulse.problem.missing.title')}</h2>
          <ProblemText problem="missing" link={link} />
        </div>
      )}
    </div>
  );
}

export interface LinkProblemProps {
  problem: Problem;
  link: LinkKind;
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
      <ProblemText problem={problem} link={link} onRetry={onRetry} />
    </StatePanel>
  );
}

function ProblemText({ problem, link, onRetry }: Omit<LinkProblemProps, 'onRetry'> & { onRetry?: () => void }) {
  const t = useT();
  return (
    <>
      <p>{t(`teamPulse.problem.${problem}.${link}`, { email: site.email })}</p>
      {problem === 'failed' ? (
        <Button onPress={onRetry}>{t('teamPulse.problem.retry')}</Button>
      ) : (
        <p>
          <Link screen="teamPulse">{t('teamPulse.problem.start')}</Link>
        </p>
      )}
    </>
  );
}
