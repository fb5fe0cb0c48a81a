/**
 * Where a form says that sending failed. The live region is always in the page, so a screen
 * reader announces the message when it appears, and focus moves to it then, so a keyboard user
 * lands on the message (which shows the focus ring) instead of on a button that did nothing.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './FailureAlert.module.css';

export interface FailureAlertProps {
  /** The failure to show, or nothing while there is none. */
  message?: string;
  /** How to show the message, e.g. with its e-mail address as a link; plain text by default. */
  render?: (message: string) => ReactNode;
  /** False where focus must stay put, e.g. on a confirm button the visitor may press again. */
  takeFocus?: boolean;
}

export function FailureAlert({ message, render = (text) => text, takeFocus = true }: FailureAlertProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && takeFocus) areaRef.current?.focus();
  }, [message, takeFocus]);
  return (
    <div ref={areaRef} tabIndex={-1} className={styles.area}>
      <div role="alert">{message ? <p className={styles.failure}>{render(message)}</p> : null}</div>
    </div>
  );
}
