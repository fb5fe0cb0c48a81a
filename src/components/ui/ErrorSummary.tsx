/**
 * The error summary (GOV.UK pattern): after a failed submit it takes focus, says how many
 * problems there are, and links each one to its field.
 */
import { forwardRef, type MouseEvent } from 'react';
import { focusableField } from './focus-field';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  items: readonly ErrorSummaryItem[];
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = focusableField(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ title, items }, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className={styles.summary}>
      <h2 id="error-summary-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
