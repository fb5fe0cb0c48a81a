import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';

/**
 * The region's code, fetched once. A form that raises a toast waits for it before showing its
 * outcome, so the toast enters with the outcome and not whenever the code arrives on a slow
 * link (an audit or a screen reader would otherwise meet it halfway through its entrance).
 */
let regionModule: Promise<typeof import('../ui/Toast')> | undefined;
export function loadToastRegion() {
  regionModule ??= import('../ui/Toast');
  return regionModule;
}

const ToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })));

/**
 * The toast region, rendered by the pages that show toasts (modules, contact). Its code loads
 * after the page has hydrated, so it is not part of any page's first load; no toast can be
 * raised before then. It is added in a transition, after hydration's last task: with
 * useHydrated, React added it inside that task (a render it does not split), which made the
 * task the longest of the contact page's load on a slow phone.
 */
export function PageToasts() {
  const t = useT();
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion label={t('ui.toast.region')} closeLabel={t('ui.toast.close')} />
    </Suspense>
  );
}
