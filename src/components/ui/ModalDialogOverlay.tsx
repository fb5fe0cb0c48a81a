/** The open dialog of ModalDialog, loaded on demand. */
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { DialogTitleBar } from './DialogTitleBar';
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
          <DialogTitleBar title={title} closeLabel={closeLabel} className={styles.header} titleClassName={styles.title} />
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
