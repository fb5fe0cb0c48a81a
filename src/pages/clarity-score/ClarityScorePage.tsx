import { useState } from 'react';
import { PageHeader } from '../../components/layout/PageHeader';
import { PulseSurvey } from '../../features/pulse/PulseSurvey';
import { useT } from '../../i18n/useT';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function ClarityScorePage() {
  const t = useT();
  // The intro and the scene explain the survey before it starts; from the questions on
  // they fold away, so each step starts at the top of the screen, under the page's title.
  const [hasStarted, setStarted] = useState(false);
  return (
    <>
      <PageHeader
        title={t('clarityScore.title')}
        intro={hasStarted ? undefined : t('clarityScore.intro')}
        scene={hasStarted ? null : 'clarityScore'}
      />
      <PulseSurvey onStepChange={(step) => setStarted(step !== 0)} />
    </>
  );
}
