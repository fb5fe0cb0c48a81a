import { useId, type ReactNode } from 'react';
import { Actions } from './Actions';
import styles from './CtaBand.module.css';

export interface CtaBandProps {
  title: ReactNode;
  text?: ReactNode;
  /** The links or buttons of the call to action. */
  children: ReactNode;
}

/** The closing call to action of a page: a tinted band with a heading, a line and its actions. */
export function CtaBand({ title, text, children }: CtaBandProps) {
  const headingId = `${useId()}-title`;
  return (
    <section aria-labelledby={headingId} className={styles.cta}>
      <h2 id={headingId}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      <Actions>{children}</Actions>
    </section>
  );
}
