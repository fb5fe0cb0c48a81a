/**
 * "Survey created": the lead's confirmation once a survey is stored (StartSurvey loads it then).
 */
import { useT } from '../../i18n/useT';
import { site } from '../../config/site';
import { CopyLink } from './CopyLink';
import { StatePanel } from './StatePanel';
import { resultsLink, shareLink } from '../../domain/team-pulse/team-survey';
import type { Locale } from '../../routing/route-table';
import styles from './TeamPulse.module.css';

/** What the form knows once the server has stored the survey. */
export type Created = { email: string; locale: Locale; threshold: number } & (
  { shareToken: string; resultsToken: string } | { resultsToken: string; invited: number } | { linksMailed: true }
);

/**
 * "Survey created", like the contact form's confirmation: what was done, the links the lead may
 * hold (the team's and the results link, shown once; with personal links only the results
 * link; after a lost reply none, they are in the mail), then what to do next, numbered.
 */
export function SurveyCreated({ created }: { created: Created }) {
  const t = useT();
  const origin = window.location.origin;
  const share = 'shareToken' in created ? created.shareToken : undefined;
  const results =
    'resultsToken' in created ? resultsLink(origin, created.locale, created.resultsToken, share ?? '') : undefined;
  const invited = 'invited' in created ? created.invited : undefined;
  return (
    <StatePanel
      id="team-created-title"
      title={t('teamPulse.created.title')}
      className={`${styles.panel} ${styles.created}`}
    >
      {invited !== undefined && <p>{t('teamPulse.created.invited', { count: invited })}</p>}
      <p>
        {t(
          results === undefined
            ? 'teamPulse.created.linksByMail'
            : share
              ? 'teamPulse.created.mailed'
              : 'teamPulse.created.mailedResults',
          { email: created.email },
        )}
      </p>
      {share && (
        <>
          <h3>{t('teamPulse.created.shareTitle')}</h3>
          <p>{t('teamPulse.created.shareText')}</p>
          <CopyLink
            id="team-share-link"
            label={t('teamPulse.link.share')}
            copyLabel={t('teamPulse.link.copyShare')}
            link={shareLink(origin, created.locale, share)}
          />
        </>
      )}
      {results && (
        <>
          <h3>{t('teamPulse.created.resultsTitle')}</h3>
          <p>{t('teamPulse.created.resultsText')}</p>
          <CopyLink
            id="team-results-link"
            label={t('teamPulse.link.results')}
            copyLabel={t('teamPulse.link.copyResults')}
            link={results}
          />
        </>
      )}
      <h3>{t('teamPulse.created.next')}</h3>
      <ol>
        <li>{t(invited === undefined ? 'teamPulse.created.step.share' : 'teamPulse.created.step.invited')}</li>
        <li>{t('teamPulse.created.confirm', { brand: site.brandName })}</li>
        <li>{t('teamPulse.created.whenResults', { threshold: created.threshold })}</li>
      </ol>
      {results && (
        <p>
          <a href={results} className={styles.textLink}>
            {t('teamPulse.created.open')}
          </a>
        </p>
      )}
    </StatePanel>
  );
}
