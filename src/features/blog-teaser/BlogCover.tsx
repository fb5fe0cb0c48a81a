import type { ArticleCover as Art } from '../../content/article-types';
import styles from './BlogTeaser.module.css';

/**
 * A teaser's cover: the article's line scene (the one its own hero shows) on the soft accent,
 * drawn by CSS from a static file (src/components/illustrations/); decorative.
 */
export function BlogCover({ art }: { art: Art }) {
  return (
    <span className={styles.cover} aria-hidden="true">
      <span className={`scene ${styles.coverScene}`} data-scene={`cover-${art}`} />
    </span>
  );
}
