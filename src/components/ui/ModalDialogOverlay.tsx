/** The open dialog of ModalDialog, loaded on demand. */
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon, IconButton } from './IconButton';
import styles from './ModalDialog.module.css';

export interface ModalDialogOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

export default function ModalDialogOverlay({ isOpen, onOpenChange, title, closeLabel, children }: ModalDialogOverlayProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
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
  );
}
