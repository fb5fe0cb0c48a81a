import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function ModulesPage() {
  return <ScreenIntro screen="modules" />;
}
