/** The title and the close button at the top of a dialog (the drawer and the centred dialog). */
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { CloseIcon, IconButton } from './IconButton';

export interface DialogTitleBarProps {
  title: ReactNode;
  closeLabel: string;
  /** The bar's and the heading's classes, from the dialog's own stylesheet. */
  className: string;
  titleClassName: string;
}

export function DialogTitleBar({ title, closeLabel, className, titleClassName }: DialogTitleBarProps) {
  return (
    <div className={className}>
      <Heading slot="title" className={titleClassName}>
        {title}
      </Heading>
      <IconButton slot="close" aria-label={closeLabel}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
