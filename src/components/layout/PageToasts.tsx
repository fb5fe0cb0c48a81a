import { lazy, Suspense } from 'react';
import { useHydrated } from '../../app/useHydrated';
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
 * raised before then.
 */
export function PageToasts() {
  const t = useT();
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion label={t('ui.toast.region')} closeLabel={t('ui.toast.close')} />
    </Suspense>
  );
}
