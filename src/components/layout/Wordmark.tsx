import { site } from '../../config/site';
import styles from './Wordmark.module.css';

/** The brand's mark: three nested arcs resolving into a point (complexity to clarity), and its name. */
export function Wordmark() {
  return (
    <span className={styles.wordmark}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.35" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.65" />
        <circle cx="16" cy="16" r="4" fill="currentColor" />
      </svg>
      <span className={styles.name}>{site.brandName}</span>
    </span>
  );
}
