/**
 * Toasts on React Aria's toast region: announced to screen readers, reachable by keyboard
 * (F6 moves to the region) and dismissable with their close button. One queue for the site;
 * the region is rendered once, in the layout.
 */
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon, IconButton } from './IconButton';
import styles from './Toast.module.css';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
}

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Shows a toast; it leaves by itself after a while (never under 5 s), or when closed. */
export function showToast(message: ToastMessage) {
  return toastQueue.add(message, { timeout: message.tone === 'error' ? 10_000 : 6_000 });
}

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
