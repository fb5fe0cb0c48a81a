import { useEffect, useRef, type ReactNode } from 'react';
import styles from './TeamPulse.module.css';

export interface StatePanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Focus moves to the heading again when this changes (one panel showing another problem). */
  focusKey?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A state of the Team Pulse pages that replaces another without a navigation (the links
 * created, the thanks, a problem with the link, the survey deleted): its heading takes focus,
 * so a screen reader says what happened and the next Tab starts from there.
 */
export function StatePanel({ id, title, focusKey, className = styles.panel, children }: StatePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [focusKey]);
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
