import type { ReactNode } from 'react';
import styles from './Actions.module.css';

/** A row of calls to action that wraps on narrow screens. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
