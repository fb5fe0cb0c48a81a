import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function ServicesPage() {
  return <ScreenIntro screen="services" />;
}
