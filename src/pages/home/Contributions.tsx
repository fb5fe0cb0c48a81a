import { DisclosureItem } from '../../components/ui/Accordion';
import { LineIcon } from '../../components/ui/LineIcon';
import { CONTRIBUTIONS } from '../../content/contributions';
import { useT } from '../../i18n/useT';
import styles from './Contributions.module.css';

/** The four 'Så här bidrar vi' cards; each opens on its own to tell more. */
export function Contributions() {
  const t = useT();
  return (
    <ul className={styles.cards}>
      {CONTRIBUTIONS.map((item) => (
        <li key={item.id}>
          <DisclosureItem title={t(item.title)} appearance="card" icon={<LineIcon name={item.icon} size={24} />}>
            <p className={styles.summary}>{t(item.summary)}</p>
            <p>{t(item.details)}</p>
          </DisclosureItem>
        </li>
      ))}
    </ul>
  );
}
