import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function AiLiteracyPage() {
  return <ScreenIntro screen="aiLiteracy" />;
}
