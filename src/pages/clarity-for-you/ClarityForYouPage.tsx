import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function ClarityForYouPage() {
  return <ScreenIntro screen="clarityForYou" />;
}
