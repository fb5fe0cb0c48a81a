import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function StrategicClarityPage() {
  return <ScreenIntro screen="strategicClarity" />;
}
