import { InfoTooltip } from '../../components/ui/InfoTooltip';
import { PackagePage } from '../../features/packages/PackagePage';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function StrategicClarityPage() {
  return <PackagePage id="strategicClarity" tooltip={InfoTooltip} />;
}
