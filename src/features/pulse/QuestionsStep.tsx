import { Button } from '../../components/ui/Button';
import { RatingStatements } from '../../components/ui/RatingStatements';
import { TextField } from '../../components/ui/TextField';
import { useT } from '../../i18n/useT';
import {
  openKeys,
  questionMessage,
  RATING_MAX,
  RATING_MIN,
  ratingKeys,
  scaleMessage,
  type Persona,
} from '../../domain/pulse/questions';
import styles from './Pulse.module.css';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export interface QuestionsStepProps {
  persona: Persona;
  answers: Record<string, number | string>;
  onAnswer: (key: string, value: number | string) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 1: each rating is a radio group labelled by its statement; open questions are textareas. */
export function QuestionsStep({ persona, answers, onAnswer, onBack, onNext }: QuestionsStepProps) {
  const t = useT();
  return (
    <>
      <p className={styles.lead}>{t('pulse.step1.lead')}</p>
      <RatingStatements
        statements={ratingKeys(persona).map((key) => ({ key, text: t(questionMessage(key)) }))}
        scale={SCALE.map((point) => ({ point, words: t(scaleMessage(point)) }))}
        answers={answers}
        onAnswer={onAnswer}
      />
      <h3 className={styles.openTitle}>{t('pulse.step1.openTitle')}</h3>
      {openKeys(persona).map((key) => (
        <TextField
          key={key}
          id={`pulse-${key}`}
          name={key}
          label={t(questionMessage(key))}
          rows={4}
          value={typeof answers[key] === 'string' ? answers[key] : ''}
          onChange={(value) => onAnswer(key, value)}
        />
      ))}
      <div className={styles.nav}>
        <Button variant="secondary" onPress={onBack}>
          {t('pulse.nav.back')}
        </Button>
        <Button onPress={onNext}>{t('pulse.nav.next')}</Button>
      </div>
    </>
  );
}
