import { useId, type ReactNode } from 'react';
import { keepHeadingPhrasesTogether } from '../text/keepHeadingPhrasesTogether';
import styles from './Section.module.css';

export interface SectionProps {
  title: ReactNode;
  /** A paragraph under the heading. */
  lead?: ReactNode;
  /** The anchor an in-page link (the anchor bar, a hero button) moves to; it also takes focus then. */
  id?: string;
  /** `muted` sets the section on a tinted band, to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  className?: string;
  children?: ReactNode;
}

/**
 * A page section: a landmark named by its h2. With an `id`, it can receive focus from an
 * in-page link (tabIndex -1), so keyboard and screen-reader users land where the link points.
 */
export function Section({ title, lead, id, tone = 'plain', className, children }: SectionProps) {
  const headingId = `${useId()}-title`;
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      className={[styles.section, tone === 'muted' && styles.muted, className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId}>{keepHeadingPhrasesTogether(title)}</h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
