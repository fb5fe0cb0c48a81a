import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { StartSurvey } from '../../features/team-pulse/StartSurvey';
import { TEAM_THRESHOLD_DEFAULT, TEAM_THRESHOLD_MIN } from '../../domain/team-pulse/team-survey';
import { useT } from '../../i18n/useT';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

const STEPS = ['start', 'share', 'read'] as const;

/** Team Pulse's front door, from the Teams page and the individual survey's team result. */
export default function TeamPulseStartPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('teamPulse.eyebrow')}
        title={t('teamPulse.title')}
        intro={t('teamPulse.intro')}
        scene="teamPulse"
      />
      <Section title={t('teamPulse.how.title')}>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              {t(`teamPulse.how.${step}`, { threshold: TEAM_THRESHOLD_DEFAULT, min: TEAM_THRESHOLD_MIN })}
            </li>
          ))}
        </ol>
        <p>{t('teamPulse.how.privacy')}</p>
      </Section>
      <StartSurvey />
    </>
  );
}
