/**
 * Statements rated on one scale (Clarity Pulse and Team Pulse): the scale's words written once,
 * above the list; each statement a radio group labelled by its text, whose points show their
 * number and carry their words in their names ("1 Stämmer inte alls"), so a screen reader hears
 * them at every statement and a speech-input user can say the number they see.
 */
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import styles from './RatingStatements.module.css';

export interface RatingStatementsProps {
  /** Each statement's answer key, the id of its group (for an error summary's link) and its text. */
  statements: readonly { key: string; id?: string; text: string }[];
  /** The scale's points, lowest first, with their words. */
  scale: readonly { point: number; words: string }[];
  answers: Record<string, number | string>;
  onAnswer: (key: string, value: number) => void;
  /** Keys of statements sent without a rating: each shows `missingText`, tied to its group. */
  missing?: readonly string[];
  missingText?: string;
}

export function RatingStatements({
  statements,
  scale,
  answers,
  onAnswer,
  missing = [],
  missingText,
}: RatingStatementsProps) {
  return (
    <>
      <dl className={styles.legend}>
        {scale.map(({ point, words }) => (
          <div key={point}>
            <dt className={styles.number}>{point}</dt>
            <dd>{words}</dd>
          </div>
        ))}
      </dl>
      <ol className={styles.statements}>
        {statements.map(({ key, id, text }) => (
          <li key={key}>
            <RadioGroup
              id={id}
              value={typeof answers[key] === 'number' ? String(answers[key]) : null}
              onChange={(value) => onAnswer(key, Number(value))}
              orientation="horizontal"
              isInvalid={missing.includes(key)}
              validationBehavior="aria"
              className={styles.statement}
            >
              <Label className={styles.text}>{text}</Label>
              <div className={styles.scale}>
                {scale.map(({ point, words }) => (
                  <Radio key={point} value={String(point)} className={styles.point}>
                    <span className={styles.number}>{point}</span>
                    <span className="visually-hidden">{words}</span>
                  </Radio>
                ))}
              </div>
              <FieldError className={styles.error}>{missingText}</FieldError>
            </RadioGroup>
          </li>
        ))}
      </ol>
    </>
  );
}
