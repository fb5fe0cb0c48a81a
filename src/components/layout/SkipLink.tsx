import { useT } from '../../i18n/useT';
import styles from './SkipLink.module.css';

/** First in the tab order: jumps past the header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {t('shell.skipToContent')}
    </a>
  );
}
