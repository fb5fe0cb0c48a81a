import { PageHeader } from '../../components/layout/PageHeader';
import { AnswerSurvey } from '../../features/team-pulse/AnswerSurvey';
import { useT } from '../../i18n/useT';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

/** Where a team's share link leads: the survey is named by the token in the link's fragment. */
export default function TeamPulseAnswerPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('teamPulse.eyebrow')}
        title={t('teamPulseAnswer.title')}
        intro={t('teamPulseAnswer.intro')}
        scene="teamPulseAnswer"
      />
      <AnswerSurvey />
    </>
  );
}
