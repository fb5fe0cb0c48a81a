/**
 * A score out of 100 on a card: a React Aria meter (its label, the value as text, a bar), the
 * one-line summary in bold, then whatever the caller adds (what the score means, where to go).
 * Clarity Pulse's result and Team Pulse's results show their scores with it.
 */
import type { ReactNode } from 'react';
import { Label, Meter } from 'react-aria-components';
import styles from './ScoreCard.module.css';

export interface ScoreCardProps {
  score: number;
  /** What the meter measures, shown above the bar. */
  meterLabel: string;
  /** The value as a screen reader says it ("62 av 100"). */
  valueLabel: string;
  summary: string;
  children?: ReactNode;
}

export function ScoreCard({ score, meterLabel, valueLabel, summary, children }: ScoreCardProps) {
  return (
    <div className={styles.card}>
      <Meter value={score} minValue={0} maxValue={100} valueLabel={valueLabel} className={styles.meter}>
        {({ percentage, valueText }) => (
          <>
            <Label className={styles.label}>{meterLabel}</Label>
            <span className={styles.value} aria-hidden="true">
              {valueText}
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${percentage}%` }} />
            </span>
          </>
        )}
      </Meter>
      <p className={styles.summary}>{summary}</p>
      {children}
    </div>
  );
}
