/**
 * The site's one toast queue, apart from the region that shows it (Toast.tsx), so that code
 * raising a toast does not pull the region into a page's first load.
 *
 * One toast at a time: a new one replaces the one showing. Two stacked toasts once covered half
 * of the interest list's panel on a phone, and an older toast is stale once a newer one says
 * what just happened.
 */
import { ToastQueue } from 'react-stately/useToastState';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
}

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/** Shows a toast in place of any showing; it leaves by itself after a while (never under 5 s), or when closed. */
export function showToast(message: ToastMessage) {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  return toastQueue.add(message, { timeout: message.tone === 'error' ? 10_000 : 6_000 });
}
