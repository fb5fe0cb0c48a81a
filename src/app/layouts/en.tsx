// The English pages' layout route. Each language has its own so a page loads only its own catalog.
import messages from 'virtual:catalog/en';
import { LanguageErrorBoundary, LanguageLayout } from '../LanguageLayout';

export default function EnglishLayout() {
  return <LanguageLayout locale="en" messages={messages} />;
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary locale="en" messages={messages} />;
}
