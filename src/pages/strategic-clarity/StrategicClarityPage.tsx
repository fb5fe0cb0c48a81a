import { useLoaderData } from 'react-router';
import { InfoTooltip } from '../../components/ui/InfoTooltip';
import { PackagePage } from '../../features/packages/PackagePage';
import { ClientProof } from '../shared/ClientProof';
import type { StrategicClarityData } from './strategic-clarity-loader.server';

// The page's messages and the client quote and case once set in PROOF (src/config/site.ts),
// picked at build time: an empty slot costs the page nothing but the component.
export { loadStrategicClarity as loader } from './strategic-clarity-loader.server';

export default function StrategicClarityPage() {
  const { proof } = useLoaderData<StrategicClarityData>();
  return <PackagePage id="strategicClarity" tooltip={InfoTooltip} afterSteps={<ClientProof {...proof} />} />;
}
