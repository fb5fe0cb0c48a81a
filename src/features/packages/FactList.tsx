import type { Fact } from '../../content/packages';
import { useT } from '../../i18n/useT';
import styles from './FactList.module.css';
import { keepRangesTogether } from '../../components/text/keepRangesTogether';

/** A package's facts at a glance (length, format, time, outcome, price), as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const t = useT();
  return (
    <section aria-label={t('package.facts')}>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.label}>{t(fact.label)}</dt>
            <dd>{keepRangesTogether(t(fact.value))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
