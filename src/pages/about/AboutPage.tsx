import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function AboutPage() {
  return <ScreenIntro screen="about" />;
}
