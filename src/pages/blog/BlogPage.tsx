import { ScreenIntro } from '../../components/layout/ScreenIntro';

export default function BlogPage() {
  return <ScreenIntro screen="blog" />;
}
