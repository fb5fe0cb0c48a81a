import { PackagePage } from '../../features/packages/PackagePage';

export default function ClarityForTeamsPage() {
  return <PackagePage id="clarityForTeams" />;
}
