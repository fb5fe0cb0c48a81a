import { PackagePage } from '../../features/packages/PackagePage';

export default function StrategicClarityPage() {
  return <PackagePage id="strategicClarity" />;
}
