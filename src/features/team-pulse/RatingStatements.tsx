import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../../i18n/useT';
import { questionMessage, RATING_MAX, RATING_MIN, scaleMessage } from '../pulse/questions';
import styles from './TeamPulse.module.css';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export interface RatingStatementsProps {
  keys: readonly string[];
  answers: Record<string, number | string>;
  /** Keys of statements sent without a rating: each gets its error, tied to its group. */
  missing: readonly string[];
  onAnswer: (key: string, value: number) => void;
}

/**
 * The statements, each a radio group labelled by its text. The scale's words are written once
 * above the list; each point still carries its word in its name ("1 Stämmer inte alls"), so a
 * screen reader hears it and a speech-input user can say the number they see.
 */
export function RatingStatements({ keys, answers, missing, onAnswer }: RatingStatementsProps) {
  const t = useT();
  return (
    <>
      <p className={styles.scaleLegend} aria-hidden="true">
        <span>{`${RATING_MIN} = ${t(scaleMessage(RATING_MIN))}`}</span>
        <span>{`${RATING_MAX} = ${t(scaleMessage(RATING_MAX))}`}</span>
      </p>
      <ol className={styles.statements}>
        {keys.map((key) => (
          <li key={key}>
            <RadioGroup
              id={`team-${key}`}
              value={typeof answers[key] === 'number' ? String(answers[key]) : null}
              onChange={(value) => onAnswer(key, Number(value))}
              orientation="horizontal"
              isRequired
              isInvalid={missing.includes(key)}
              validationBehavior="aria"
              className={styles.statement}
            >
              <Label className={styles.statementText}>{t(questionMessage(key))}</Label>
              <div className={styles.scale}>
                {SCALE.map((point) => (
                  <Radio key={point} value={String(point)} className={styles.scalePoint}>
                    <span className={styles.scaleNumber}>{point}</span>
                    <span className="visually-hidden"> {t(scaleMessage(point))}</span>
                  </Radio>
                ))}
              </div>
              <FieldError className={styles.error}>{t('teamPulse.answer.rateThis')}</FieldError>
            </RadioGroup>
          </li>
        ))}
      </ol>
    </>
  );
}
