import { HOME_FAQ } from '../../content/faq';
import { FaqAccordion } from '../../components/ui/FaqAccordion';
import { useT } from '../../i18n/useT';
import styles from './HomeFaq.module.css';

/** The home FAQ in its three groups; any number of answers can be open at once. */
export function HomeFaq() {
  const t = useT();
  return (
    <div className={styles.groups}>
      {HOME_FAQ.map((group) => (
        <div key={group.id} className={styles.group}>
          <h3 className={styles.groupTitle}>{t(group.title)}</h3>
          <FaqAccordion items={group.items} allowsMultipleExpanded headingLevel={4} />
        </div>
      ))}
    </div>
  );
}
