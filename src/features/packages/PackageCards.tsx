import { IconBadge } from '../../components/ui/IconBadge';
import { Link } from '../../components/ui/Link';
import { PACKAGE_ORDER, PACKAGES } from '../../content/packages';
import { useT } from '../../i18n/useT';
import styles from './PackageCards.module.css';
import { keepRangesTogether } from '../../components/text/keepRangesTogether';

export interface PackageCardsProps {
  /** The level of the package names' headings. */
  headingLevel: 2 | 3;
  /** The overview page also lists each package's facts. */
  showFacts?: boolean;
}

/** The three packages as cards, each with one link to its page. */
export function PackageCards({ headingLevel, showFacts = false }: PackageCardsProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`${styles.cards} ${showFacts ? styles.detailed : ''}`}>
      {PACKAGE_ORDER.map((id) => {
        const pkg = PACKAGES[id];
        const name = t(`nav.${id}`);
        return (
          <li key={id} className={styles.card}>
            <IconBadge name={pkg.icon} />
            <p className={styles.audience}>{t(pkg.audience)}</p>
            <Heading className={styles.name}>{name}</Heading>
            <p className={styles.summary}>{keepRangesTogether(t(pkg.summary))}</p>
            {showFacts && (
              <dl className={styles.facts}>
                {pkg.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt className={styles.factLabel}>{t(fact.label)}</dt>
                    <dd>{keepRangesTogether(t(fact.value))}</dd>
                  </div>
                ))}
              </dl>
            )}
            {/* A short label that fits one line in every card; the rest of its text, read but not
                shown, says which package (a link's own text must name where it goes). */}
            <Link screen={id} appearance="button-secondary" className={styles.link}>
              {/* The space outside the hidden part: inside it, an accessible-name computation that
                  trims each element's text reads "Läs merom …". */}
              {t('packageCard.more')} <span className="visually-hidden">{t('packageCard.moreAbout', { name })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
