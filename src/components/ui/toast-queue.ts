/**
 * The site's one toast queue, apart from the region that shows it (Toast.tsx), so that code
 * raising a toast does not pull the region into a page's first load.
 */
import { ToastQueue } from 'react-stately/useToastState';

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
