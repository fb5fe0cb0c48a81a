import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function ClarityScorePage() {
  return <ScreenIntro screen="clarityScore" />;
}
