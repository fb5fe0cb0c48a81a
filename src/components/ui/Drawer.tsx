/**
 * A modal drawer that slides in from the right. React Aria does the hard parts: focus moves
 * in and is trapped, the page behind does not scroll, Escape and a click on the overlay close
 * it, and focus returns to the trigger when it closes.
 */
import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './Drawer.module.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens the drawer (a React Aria Button). */
  trigger: ReactElement;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

export function Drawer({ isOpen, onOpenChange, trigger, title, closeLabel, children }: DrawerProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog}>
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </AriaButton>
            </div>
            <div className={styles.body}>{children}</div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
