import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function HomePage() {
  return <ScreenIntro screen="home" />;
}
