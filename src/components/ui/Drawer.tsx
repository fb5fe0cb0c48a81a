/**
 * A modal panel that slides in from the right: the mobile menu and the interest list's side
 * panel. React Aria does the hard parts: focus moves in and is trapped, the page behind does not
 * scroll, Escape closes it, and focus returns to the trigger when it closes. An overlay click
 * closes it when `isDismissable` (the menu always; the side panel on small screens only).
 */
import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { DialogTitleBar } from './DialogTitleBar';
import styles from './Drawer.module.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The button that opens the drawer (a React Aria Button). Leave it out when the drawer is
   * loaded on demand: focus then returns to whatever had it before the drawer opened.
   */
  trigger?: ReactElement;
  title: string;
  closeLabel: string;
  /** Whether a click on the overlay closes it. */
  isDismissable?: boolean;
  /** `menu`: 22rem, at most 88vw; `panel`: 380 px, at most 92vw (SPEC section 9). */
  size?: 'menu' | 'panel';
  children: ReactNode;
  footer?: ReactNode;
}

export function Drawer({
  isOpen,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  isDismissable = true,
  size = 'menu',
  children,
  footer,
}: DrawerProps) {
  const modal = (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={`${styles.drawer} ${styles[size]}`}>
        <Dialog className={styles.dialog}>
          <DialogTitleBar
            title={title}
            closeLabel={closeLabel}
            className={styles.header}
            titleClassName={styles.title}
          />
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
