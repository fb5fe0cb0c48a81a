import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function PrivacyPage() {
  return <ScreenIntro screen="privacy" />;
}
