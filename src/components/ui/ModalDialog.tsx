/**
 * A centred modal dialog opened by a button. React Aria moves focus into it, keeps Tab inside,
 * closes it on Escape or an overlay click, and returns focus to the button on close. The
 * dialog's code loads the first time it opens, so a page that has one does not pay for it
 * up front.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';

const ModalDialogOverlay = lazy(() => import('./ModalDialogOverlay'));

export interface ModalDialogProps {
  /** The text of the button that opens it. */
  triggerLabel: ReactNode;
  triggerVariant?: ButtonProps['variant'];
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

export function ModalDialog({ triggerLabel, triggerVariant = 'primary', title, closeLabel, children }: ModalDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);

  return (
    <>
      <Button variant={triggerVariant} aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <ModalDialogOverlay isOpen={isOpen} onOpenChange={setOpen} title={title} closeLabel={closeLabel}>
            {children}
          </ModalDialogOverlay>
        </Suspense>
      )}
    </>
  );
}
