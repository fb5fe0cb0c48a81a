import { ScreenIntro } from '../../components/layout/ScreenIntro';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function TermsPage() {
  return <ScreenIntro screen="terms" />;
}
