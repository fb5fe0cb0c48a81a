import { useCallback, useState } from 'react';
import { useScrollFrame } from '../../components/layout/useScrollFrame';
import { scrollProgress } from './reading-progress';
import styles from './ReadingProgress.module.css';

/**
 * A bar across the top of the viewport showing how much of the article has been scrolled.
 *
 * It is hidden from assistive technology (aria-hidden) rather than a `progressbar`: it repeats
 * what the scroll position already tells, a progressbar whose value changes with every scroll
 * would be announced over and over or sit as a stray widget in the reading order, and the
 * reading time in the header gives everyone the length of the article up front.
 */
export function ReadingProgress() {
  const [progress, setProgress] = useState(0);

  useScrollFrame(
    useCallback(() => {
      const root = document.documentElement;
      setProgress(scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight));
    }, []),
  );

  return (
    <div className={styles.track} aria-hidden="true" data-reading-progress={progress}>
      <div className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
