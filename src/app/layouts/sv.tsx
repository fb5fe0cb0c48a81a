// The Swedish pages' layout route. Each language has its own so a page loads only its own catalog.
import messages from 'virtual:catalog/sv';
import { LanguageErrorBoundary, LanguageLayout } from '../LanguageLayout';

export default function SwedishLayout() {
  return <LanguageLayout locale="sv" messages={messages} />;
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary locale="sv" messages={messages} />;
}
