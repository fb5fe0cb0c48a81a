import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function SevenCPage() {
  return <ScreenIntro screen="sevenC" />;
}
