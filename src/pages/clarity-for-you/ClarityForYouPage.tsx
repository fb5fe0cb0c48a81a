import { PackagePage } from '../../features/packages/PackagePage';

export default function ClarityForYouPage() {
  return <PackagePage id="clarityForYou" />;
}
