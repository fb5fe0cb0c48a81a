import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A short label above the title, e.g. the section the page belongs to. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/**
 * The opening of a page: its one h1 and intro. The h1 takes focus after each route change
 * (tabIndex -1 lets a script focus it without adding it to the tab order).
 */
export function PageHeader({ title, intro, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </header>
  );
}
