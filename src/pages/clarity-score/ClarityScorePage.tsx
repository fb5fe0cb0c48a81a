import { PageHeader } from '../../components/layout/PageHeader';
import { PulseSurvey } from '../../features/pulse/PulseSurvey';
import { useT } from '../../i18n/useT';

export default function ClarityScorePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('clarityScore.title')} intro={t('clarityScore.intro')} />
      <PulseSurvey />
    </>
  );
}
