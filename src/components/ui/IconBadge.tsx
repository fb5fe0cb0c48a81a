import { LineIcon, type IconName } from './LineIcon';
import styles from './IconBadge.module.css';

/** A line icon on a tinted square, heading a card (the package and module cards); decorative. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className={styles.badge}>
      <LineIcon name={name} />
    </span>
  );
}
