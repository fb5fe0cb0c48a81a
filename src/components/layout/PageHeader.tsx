import type { ReactNode } from 'react';
import { HeroArt, type HeroMotif } from '../illustrations/HeroArt';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A short label above the title, e.g. the section the page belongs to. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** The hero's illustration (decorative), beside the text on wide screens, above it on phones. */
  art?: HeroMotif;
}

/**
 * The opening of a page: its one h1 and intro. The h1 takes focus after each route change
 * (tabIndex -1 lets a script focus it without adding it to the tab order).
 */
export function PageHeader({ title, intro, eyebrow, children, art }: PageHeaderProps) {
  const text = (
    <>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </>
  );
  if (!art) return <header className={styles.pageHeader}>{text}</header>;
  return (
    <header className={`${styles.pageHeader} ${styles.withArt}`}>
      <div className={styles.text}>{text}</div>
      <HeroArt motif={art} className={styles.art} />
    </header>
  );
}
