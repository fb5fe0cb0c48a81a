import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function SensemakingPage() {
  return <ScreenIntro screen="sensemaking" />;
}
