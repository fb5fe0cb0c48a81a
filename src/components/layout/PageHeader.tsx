import type { ReactNode } from 'react';
import type { HeroMotif } from '../illustrations/motifs';
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
  return (
    <header className={`${styles.pageHeader} ${art ? styles.withArt : ''}`}>
      {/* Decorative: hidden from assistive technology; the h1 says what the page is. First in the
          source, where phones show it (above the text): a first paint made while the HTML is
          still arriving then never has the text without the art above it, which moved the
          text down 72 px when the art came (a layout shift on the package pages). */}
      {art && <div aria-hidden="true" data-motif={art} className="illustration" />}
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  );
}
