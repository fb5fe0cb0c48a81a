import { PageHeader } from '../../components/layout/PageHeader';
import { PulseSurvey } from '../../features/pulse/PulseSurvey';
import { useT } from '../../i18n/useT';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function ClarityScorePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('clarityScore.title')} intro={t('clarityScore.intro')} art="pulse" />
      <PulseSurvey />
    </>
  );
}
