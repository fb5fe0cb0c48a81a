import { Section } from '../../components/layout/Section';
import type { ClientProof as ClientProofData } from './proof.server';
import styles from './ClientProof.module.css';

/**
 * A named client quote and a client case, once set in PROOF (src/config/site.ts); nothing
 * before. On the home page and Strategic Clarity, all of it from the page's loader data.
 */
export function ClientProof({ title, quote, clientCase }: ClientProofData) {
  if (!title) return null;
  return (
    <Section title={title}>
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
