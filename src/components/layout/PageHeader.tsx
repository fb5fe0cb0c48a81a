import type { ReactNode } from 'react';
import type { Scene } from '../illustrations/scenes';
import { keepHeadingPhrasesTogether } from '../text/keepHeadingPhrasesTogether';
import { keepRangesTogether } from '../text/keepRangesTogether';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A short label above the title, e.g. the section the page belongs to. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /**
   * The hero's illustration (decorative): under the text on phones, beside it on wide screens.
   * Every page has one; null only where a page folds its hero away (Clarity Pulse's questions).
   */
  scene: Scene | null;
}

/**
 * The opening of a page: its one h1 and intro. The h1 takes focus after each route change
 * (tabIndex -1 lets a script focus it without adding it to the tab order).
 */
export function PageHeader({ title, intro, eyebrow, children, scene }: PageHeaderProps) {
  return (
    <header className={`${styles.pageHeader} ${scene ? styles.withScene : ''}`}>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 tabIndex={-1} className={styles.title}>
          {keepHeadingPhrasesTogether(title)}
        </h1>
        {intro && <p className={styles.intro}>{keepRangesTogether(intro)}</p>}
        {children}
      </div>
      {/* Decorative: hidden from assistive technology; the h1 says what the page is. After the
          text, so a phone shows the heading and the call to action first. Its box has a fixed
          aspect ratio, so nothing moves when the drawing arrives. */}
      {scene && <span aria-hidden="true" data-scene={scene} className={`scene ${styles.scene}`} />}
    </header>
  );
}
