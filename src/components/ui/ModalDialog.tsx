/**
 * A centred modal dialog opened by a button. React Aria moves focus into it, keeps Tab inside,
 * closes it on Escape or an overlay click, and returns focus to the button on close.
 */
import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button, type ButtonProps } from './Button';
import { CloseIcon, IconButton } from './IconButton';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps {
  /** The text of the button that opens it. */
  triggerLabel: ReactNode;
  triggerVariant?: ButtonProps['variant'];
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

export function ModalDialog({ triggerLabel, triggerVariant = 'primary', title, closeLabel, children }: ModalDialogProps) {
  return (
    <DialogTrigger>
      <Button variant={triggerVariant}>{triggerLabel}</Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <IconButton slot="close" aria-label={closeLabel}>
                <CloseIcon />
              </IconButton>
            </div>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
