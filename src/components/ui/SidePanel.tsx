/**
 * A modal panel on the right (380 px, at most 92vw) that slides in over 300 ms, with no
 * motion under reduced motion. Focus moves in and returns to the trigger on close; Escape and
 * the close button close it. The dark overlay closes it on small screens only: on a desktop a
 * stray click beside the panel should not throw the visitor's place away (SPEC section 2).
 */
import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useMediaQuery } from './useMediaQuery';
import styles from './SidePanel.module.css';

export interface SidePanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  trigger: ReactElement;
  title: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function SidePanel({ isOpen, onOpenChange, trigger, title, closeLabel, children, footer }: SidePanelProps) {
  const isSmallScreen = useMediaQuery('(max-width: 767.98px)');
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay isDismissable={isSmallScreen} className={styles.overlay}>
        <Modal className={styles.panel}>
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
            {footer && <div className={styles.footer}>{footer}</div>}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
