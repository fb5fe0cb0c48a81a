/**
 * The result (SPEC section 2): the score with its label and a meter, what it means and what to
 * do next for the persona, the profile per dimension (a table a screen reader reads in order,
 * with bars for the eye), the weakest dimension with the module that addresses it, booking,
 * the 30-day follow-up, and a clean printout.
 */
import type { RefObject } from 'react';
import { type ScreenId } from '../../routing/route-table';
import { Button } from '../../components/ui/Button';
import { ExternalLink, Link } from '../../components/ui/Link';
import { ScoreCard } from '../../components/ui/ScoreCard';
import { site } from '../../config/site';
import { MODULES } from '../../content/modules';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { DIMENSION_MODULES } from '../../domain/pulse/dimension-modules';
import { DIMENSIONS, questionMessage, type Persona } from '../../domain/pulse/questions';
import { computeResult, dimensionScores, weakestDimension } from '../../domain/pulse/scoring';
import { personaAnswers, type SurveyState } from './survey-state';
import styles from './Pulse.module.css';

const PACKAGES: Record<Persona, { screen: ScreenId; name: MessageId }> = {
  you: { screen: 'clarityForYou', name: 'nav.clarityForYou' },
  team: { screen: 'clarityForTeams', name: 'nav.clarityForTeams' },
  strategic: { screen: 'strategicClarity', name: 'nav.strategicClarity' },
};

/**
 * Whether the visitor asked to be contacted, agreed to it and gave an e-mail address to be
 * contacted at: only then does the result promise a follow-up.
 */
export function followUpPromised({ contact }: SurveyState): boolean {
  return contact.cw_followup === 'yes' && contact.consent && contact.email.trim() !== '';
}

export interface PulseResultProps {
  state: SurveyState;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function PulseResult({ state, headingRef }: PulseResultProps) {
  const t = useT();
  const answers = personaAnswers(state);
  const { score, label } = computeResult(answers);
  const profile = dimensionScores(answers);
  const weakest = weakestDimension(profile);
  const persona = state.persona ?? 'you';
  const pack = PACKAGES[persona];
  const packageName = t(pack.name);
  const labelText = t(`pulse.label.${label}`);
  const module = weakest ? MODULES.find((m) => m.id === DIMENSION_MODULES[weakest]) : undefined;

  return (
    <section aria-labelledby="pulse-result-title" className={styles.result}>
      <h2 id="pulse-result-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('pulse.result.title')}
      </h2>

      <ScoreCard
        score={score}
        meterLabel={t('pulse.result.meter')}
        valueLabel={t('pulse.result.score', { score })}
        summary={t('pulse.result.summary', { label: labelText, persona })}
      >
        <p>{t(`pulse.result.${label}`)}</p>
        <p>
          {t('pulse.result.package', { package: packageName })}{' '}
          <Link screen={pack.screen}>{t('pulse.result.packageLink', { package: packageName })}</Link>
        </p>
        {/* One person's view of a team: the team's own anonymous survey is the natural next step. */}
        {persona === 'team' && (
          <p>
            {t('pulse.result.teamPulse')} <Link screen="teamPulse">{t('pulse.result.teamPulseLink')}</Link>
          </p>
        )}
      </ScoreCard>

      <h3>{t('pulse.result.profileTitle', { persona })}</h3>
      <table className={styles.profile}>
        <caption className="visually-hidden">{t('pulse.result.profileLead')}</caption>
        <tbody>
          {DIMENSIONS.filter((d) => profile[d] !== undefined).map((dimension) => (
            <tr key={dimension} data-weakest={dimension === weakest || undefined}>
              <th scope="row">{t(`pulse.dimension.${dimension}`)}</th>
              <td className={styles.profileScore}>{profile[dimension]}</td>
              <td className={styles.profileBar} aria-hidden="true">
                <span style={{ width: `${profile[dimension]}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('pulse.result.profileLead')}</p>

      {weakest && module && (
        <p className={styles.weakest}>
          {t('pulse.result.weakest', { dimension: t(`pulse.dimension.${weakest}`) })}{' '}
          <Link screen="modules" hash="module-grid">
            {t('pulse.result.weakestLink', { module: t(module.title) })}
          </Link>
        </p>
      )}

      {/* A follow-up is promised only to a visitor who asked for one and left an address for it;
          everyone else is offered the booking page instead. */}
      <p>{t(followUpPromised(state) ? 'pulse.result.followup' : 'pulse.result.followupBook')}</p>
      <div className={`${styles.nav} noPrint`}>
        <ExternalLink href={site.bookingUrl} appearance="button">
          {t('pulse.result.book')}
        </ExternalLink>
        <Button variant="secondary" onPress={() => window.print()}>
          {t('pulse.result.print')}
        </Button>
      </div>

      <h3>{t('pulse.result.answersTitle')}</h3>
      <dl className={styles.answers}>
        {Object.entries(answers).map(([key, value]) => (
          <div key={key}>
            <dt>{t(questionMessage(key))}</dt>
            <dd>{typeof value === 'number' ? t('pulse.result.rating', { value }) : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
