import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function TermsPage() {
  return <ScreenIntro screen="terms" />;
}
