/**
 * Starting a follow-up round from the results page: the same team name, threshold and kind of
 * link, this round closes, and the new round's results page shows both rounds with the change.
 * With personal links the lead enters the addresses again (none are kept). A start whose reply
 * was lost and is sent again is answered "the links are in your mail" (the tokens are never
 * stored), under the same Idempotency-Key.
 */
import { useState } from 'react';
import { useLocale } from '../../routing/locale';
import { Button } from '../../components/ui/Button';
import { FailureAlert } from '../../components/ui/FailureAlert';
import { TextField } from '../../components/ui/TextField';
import { site } from '../../config/site';
import { submissionKeys } from '../../config/submission-key';
import { useT } from '../../i18n/useT';
import { startFollowUp, type TeamResults } from './team-pulse-api';
import { TEAM_INVITED_MAX, TEAM_INVITED_MIN } from '../../domain/team-pulse/team-survey';
import styles from './TeamPulse.module.css';

interface FollowUpProps {
  token: string;
  survey: TeamResults;
  /** The new round's results fragment (`results.share`, or `results` with personal links). */
  onStarted: (fragment: string) => void;
}

export function FollowUp({ token, survey, onStarted }: FollowUpProps) {
  const t = useT();
  const locale = useLocale();
  const personal = survey.invited !== undefined;
  const [members, setMembers] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [mailed, setMailed] = useState(false);
  const [keys] = useState(submissionKeys);

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    const list = personal ? { members: members.split(/[\s,;]+/).filter(Boolean) } : {};
    const result = await startFollowUp({ token, locale, ...list }, keys);
    setBusy(false);
    if (result.kind !== 'ok') {
      setFailure(
        result.kind === 'failed' && result.message
          ? result.message
          : t('teamPulse.error.failed', { email: site.email }),
      );
      return;
    }
    const started = result.body;
    if ('linksMailed' in started) setMailed(true);
    else onStarted('shareToken' in started ? `${started.resultsToken}.${started.shareToken}` : started.resultsToken);
  };

  return (
    <section aria-labelledby="team-follow-up-title" className={`${styles.panel} noPrint`}>
      <h2 id="team-follow-up-title">{t('teamPulseResults.followUp.title')}</h2>
      <p>{t('teamPulseResults.followUp.what', { threshold: survey.threshold })}</p>
      <p>{t(personal ? 'teamPulseResults.followUp.personal' : 'teamPulseResults.followUp.shared')}</p>
      {mailed ? (
        <p role="status">{t('teamPulseResults.followUp.mailed')}</p>
      ) : (
        <form
          className={styles.followUpForm}
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          {personal && (
            <TextField
              id="team-follow-up-members"
              name="members"
              label={t('teamPulseResults.followUp.members')}
              hint={t('teamPulseResults.followUp.membersHint', { min: TEAM_INVITED_MIN, max: TEAM_INVITED_MAX })}
              rows={5}
              autoComplete="off"
              isRequired
              value={members}
              onChange={setMembers}
            />
          )}
          <Button type="submit" isDisabled={busy}>
            {busy ? t('teamPulseResults.followUp.starting') : t('teamPulseResults.followUp.start')}
          </Button>
        </form>
      )}
      <FailureAlert message={failure} />
    </section>
  );
}
