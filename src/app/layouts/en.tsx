// The English pages' layout route. Each language has its own so a page loads only its own
// language's shell messages (the page's own come with the page, see catalog-split.ts).
import messages from 'virtual:catalog/en/shell';
import { LanguageErrorBoundary, LanguageLayout } from '../LanguageLayout';

export default function EnglishLayout() {
  return <LanguageLayout locale="en" messages={messages} />;
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary locale="en" messages={messages} />;
}
