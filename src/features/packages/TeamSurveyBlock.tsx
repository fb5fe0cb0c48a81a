import { Section } from '../../components/layout/Section';
import { Link } from '../../components/ui/Link';
import { useT } from '../../i18n/useT';

/** The Teams page's survey block: the way into Team Pulse, the team's own anonymous survey. */
export function TeamSurveyBlock() {
  const t = useT();
  return (
    <Section title={t('clarityForTeams.survey.title')} lead={t('clarityForTeams.survey.text')}>
      <Link screen="teamPulse" appearance="button">
        {t('clarityForTeams.survey.open')}
      </Link>
    </Section>
  );
}
