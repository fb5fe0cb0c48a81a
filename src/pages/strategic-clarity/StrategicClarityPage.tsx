import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { InfoTooltip } from '../../components/ui/InfoTooltip';
import { PackagePage } from '../../features/packages/PackagePage';
import type { StrategicClarityData } from './strategic-clarity-loader.server';

// The page's messages and the client quote and case once set in PROOF (src/config/site.ts),
// picked at build time.
export { loadStrategicClarity as loader } from './strategic-clarity-loader.server';

// The home page's proof section, loaded only when a quote or case is set: while the slots are
// empty the page's script carries none of it (its JS is at its budget). When set, the section
// is in the prerendered HTML from the start and hydrates once its small chunk has arrived.
const ClientProof = lazy(() => import('../shared/ClientProof').then((module) => ({ default: module.ClientProof })));

export default function StrategicClarityPage() {
  const { proof } = useLoaderData<StrategicClarityData>();
  return (
    <PackagePage
      id="strategicClarity"
      tooltip={InfoTooltip}
      afterSteps={
        proof.title && (
          <Suspense fallback={null}>
            <ClientProof {...proof} />
          </Suspense>
        )
      }
    />
  );
}
