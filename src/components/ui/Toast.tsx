/**
 * Toasts on React Aria's toast region: announced to screen readers, reachable by keyboard
 * (F6 moves to the region) and dismissable with their close button. The queue lives in
 * toast-queue.ts; the pages that raise toasts render this region (components/layout/PageToasts).
 */
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon, IconButton } from './IconButton';
import { toastQueue } from './toast-queue';
import styles from './Toast.module.css';

export interface ToastRegionProps {
  /** The region's landmark name, e.g. "Aviseringar". */
  label: string;
  closeLabel: string;
}

export function ToastRegion({ label, closeLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={toastQueue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast} data-tone={toast.content.tone ?? 'info'}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <IconButton slot="close" aria-label={closeLabel}>
            <CloseIcon size={18} />
          </IconButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
