import { useId, type ReactNode } from 'react';
import { site } from '../../config/site';
import { ExternalLink, Link } from '../ui/Link';
import { Actions } from './Actions';
import styles from './CtaBand.module.css';

export { Actions };

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

export interface BookingBandProps {
  title: ReactNode;
  text?: ReactNode;
  /** The booking link's words ('Boka ett samtal'). */
  book: ReactNode;
  /** The contact link's words ('Kontakta oss'). */
  contact: ReactNode;
  /** Anything after the two links, such as the e-mail address. */
  children?: ReactNode;
}

/** The closing band that offers a call (the booking page, in a new tab) or the contact form. */
export function BookingBand({ title, text, book, contact, children }: BookingBandProps) {
  return (
    <CtaBand title={title} text={text}>
      <ExternalLink href={site.bookingUrl} appearance="button">
        {book}
      </ExternalLink>
      <Link screen="contact" appearance="button-secondary">
        {contact}
      </Link>
      {children}
    </CtaBand>
  );
}
