import type { ReactNode } from 'react';
import { Link } from '../../components/ui/Link';
import styles from './blocks.module.css';

export interface LinkCardProps {
  href: string;
  title: ReactNode;
  text: ReactNode;
  /** A visible cue such as "Read more"; hidden from screen readers, the link's name is the title. */
  more?: ReactNode;
}

/**
 * A card that is one link with one accessible name (the title): the link lives in the h3 and
 * stretches over the card, so the whole card is clickable without wrapping the text in the link.
 */
export function LinkCard({ href, title, text, more }: LinkCardProps) {
  return (
    <li className={`${styles.card} ${styles.linkCard}`}>
      <h3>
        <Link href={href} appearance="plain" className={styles.cardLink}>
          {title}
        </Link>
      </h3>
      <p>{text}</p>
      {more && (
        <span className={styles.cardMore} aria-hidden="true">
          {more} →
        </span>
      )}
    </li>
  );
}
