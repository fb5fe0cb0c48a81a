import type { ArticleCover as Art } from '../../content/article-types';
import styles from './BlogTeaser.module.css';

/** Abstract cover art for a teaser, drawn in the brand's colours; decorative. */
export function BlogCover({ art }: { art: Art }) {
  return (
    <svg
      className={styles.cover}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="180" className={styles.coverBg} />
      {art === 'layers' &&
        [0, 1, 2, 3].map((n) => (
          <rect
            key={n}
            x={70 + n * 18}
            y={30 + n * 30}
            width={180 - n * 36}
            height="22"
            rx="11"
            className={styles.coverInk}
            opacity={1 - n * 0.2}
          />
        ))}
      {art === 'steps' &&
        [0, 1, 2, 3, 4].map((n) => (
          <rect
            key={n}
            x={60 + n * 42}
            y={130 - n * 22}
            width="36"
            height={20 + n * 22}
            rx="6"
            className={styles.coverInk}
            opacity={0.45 + n * 0.12}
          />
        ))}
      {art === 'horizon' && (
        <>
          <circle cx="160" cy="120" r="48" className={styles.coverSun} opacity="0.8" />
          <rect x="0" y="120" width="320" height="60" className={styles.coverInk} />
          <path d="M0 140h320M40 158h240" className={styles.coverLine} strokeWidth="4" opacity="0.6" />
        </>
      )}
    </svg>
  );
}
