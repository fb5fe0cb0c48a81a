import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function ContactPage() {
  return <ScreenIntro screen="contact" />;
}
