import { PackagePage } from '../../features/packages/PackagePage';
import { TeamSurveyBlock } from '../../features/packages/TeamSurveyBlock';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function ClarityForTeamsPage() {
  return <PackagePage id="clarityForTeams" afterSteps={<TeamSurveyBlock />} />;
}
