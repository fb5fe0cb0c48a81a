import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function ClarityForTeamsPage() {
  return <ScreenIntro screen="clarityForTeams" />;
}
