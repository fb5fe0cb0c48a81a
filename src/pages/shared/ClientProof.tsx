import { Section } from '../../components/layout/Section';
import { useT } from '../../i18n/useT';
import type { ClientProof as ClientProofData } from './proof.server';
import styles from './ClientProof.module.css';

/** A named client quote and a client case, once set in PROOF (src/config/site.ts); nothing before. */
export function ClientProof({ quote, clientCase }: ClientProofData) {
  const t = useT();
  if (!quote && !clientCase) return null;
  return (
    <Section title={t('home.proof.title')}>
      <div className={styles.proof}>
        {quote && (
          <figure className={styles.quote}>
            <blockquote>
              <p>{quote.text}</p>
            </blockquote>
            <figcaption>
              {quote.name}, {quote.role}
            </figcaption>
          </figure>
        )}
        {clientCase && (
          <article className={styles.case}>
            <h3>{clientCase.title}</h3>
            <p>{clientCase.text}</p>
          </article>
        )}
      </div>
    </Section>
  );
}
