import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import styles from './IconButton.module.css';
import { StrokeIcon } from './StrokeIcon';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'className'> {
  /** The button's accessible name; the icon itself is decorative. */
  'aria-label': string;
  /** `round` for close and remove buttons, `outlined` for a button that opens something. */
  variant?: 'round' | 'outlined' | 'danger';
  children: ReactNode;
}

/** A 44 × 44 px button showing only an icon, named by aria-label. */
export function IconButton({ variant = 'round', children, ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} className={`${styles.iconButton} ${styles[variant]}`}>
      {children}
    </AriaButton>
  );
}

/** The × of close and remove buttons. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return <StrokeIcon d="m5 5 10 10M15 5 5 15" box={20} size={size} />;
}
