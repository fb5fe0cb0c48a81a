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

/**
 * Publishes the showing toast's height, with its margin, as --toast-reserve on the root: the
 * side panel ends above it on narrow screens and scrolling into view keeps clear of it, so the
 * toast never covers a control or the panel's content. One toast shows at a time.
 */
function reserveSpaceFor(toast: HTMLElement | null) {
  if (!toast || typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    // The toast, the region's gap below it (its `bottom`), and the same gap again above it.
    const region = toast.closest('[role="region"]') ?? toast;
    const gap = parseFloat(getComputedStyle(region).bottom) || 0;
    const reserve = Math.ceil(toast.offsetHeight + 2 * gap);
    root.style.setProperty('--toast-reserve', `${reserve}px`);
    keepFocusedSectionInView(reserve);
  });
  observer.observe(toast);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--toast-reserve');
  };
}

/**
 * Scrolls the section the visitor is at (the one holding focus, such as the contact form's
 * confirmation) above the toast where the window is tall enough, keeping the focused element
 * below the sticky header; a toast should not hide what the visitor has just done.
 */
function keepFocusedSectionInView(reserve: number) {
  const focused = document.activeElement;
  const section = focused instanceof HTMLElement ? focused.closest('section') : null;
  if (!focused || !section || section.getBoundingClientRect().bottom <= window.innerHeight - reserve) return;
  section.scrollIntoView({ block: 'end' });
  const stickyTop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (focused.getBoundingClientRect().top < stickyTop) focused.scrollIntoView({ block: 'start' });
}

export function ToastRegion({ label, closeLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={toastQueue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          ref={reserveSpaceFor}
          toast={toast}
          className={styles.toast}
          data-tone={toast.content.tone ?? 'info'}
        >
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {/* A space, so the alert's text reads "Modul tillagd Roller…" and not "tillagdRoller". */}{' '}
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
