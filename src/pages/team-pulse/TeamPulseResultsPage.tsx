import { PageHeader } from '../../components/layout/PageHeader';
import { TeamResultsView } from '../../features/team-pulse/TeamResultsView';
import { useT } from '../../i18n/useT';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

/** Where the lead's private results link leads. */
export default function TeamPulseResultsPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('teamPulse.eyebrow')}
        title={t('teamPulseResults.title')}
        intro={t('teamPulseResults.intro')}
        scene="teamPulseResults"
      />
      <TeamResultsView />
    </>
  );
}
