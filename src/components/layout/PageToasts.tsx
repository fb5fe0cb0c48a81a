import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';

const ToastRegion = lazy(() => import('../ui/Toast').then((module) => ({ default: module.ToastRegion })));

/**
 * The toast region, rendered by the pages that show toasts (modules, contact). Its code loads
 * after the page has hydrated, so it is not part of any page's first load; no toast can be
 * raised before then.
 */
export function PageToasts() {
  const t = useT();
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion label={t('ui.toast.region')} closeLabel={t('ui.toast.close')} />
    </Suspense>
  );
}
