import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../components/ui/Button';
import { useT } from '../../i18n/useT';
import { PERSONAS, type Persona } from '../../domain/pulse/questions';
import styles from './Pulse.module.css';

export interface PersonaStepProps {
  persona?: Persona;
  onChange: (persona: Persona) => void;
  onNext: () => void;
}

/** Step 0: whose readiness to measure. Next stays unavailable, and says why, until one is chosen. */
export function PersonaStep({ persona, onChange, onNext }: PersonaStepProps) {
  const t = useT();
  return (
    <>
      <p className={styles.lead}>{t('pulse.step0.lead')}</p>
      <RadioGroup
        value={persona ?? null}
        onChange={(value) => onChange(value as Persona)}
        className={styles.personaGroup}
      >
        <Label className={styles.legend}>{t('pulse.step0.legend')}</Label>
        <div className={styles.personaCards}>
          {PERSONAS.map((option) => (
            <Radio key={option} value={option} className={styles.personaCard}>
              <span className={styles.personaName}>{t(`pulse.persona.${option}.name`)}</span>
              <span className={styles.personaDescription}>{t(`pulse.persona.${option}.description`)}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <div className={styles.nav}>
        {/* aria-disabled keeps Next focusable, so a screen-reader user hears why it does nothing yet. */}
        <Button
          aria-disabled={!persona || undefined}
          aria-describedby={persona ? undefined : 'pulse-next-hint'}
          className={persona ? undefined : styles.unavailable}
          onPress={() => {
            if (persona) onNext();
          }}
        >
          {t('pulse.nav.next')}
        </Button>
        {!persona && (
          <p id="pulse-next-hint" className={styles.hint}>
            {t('pulse.step0.nextHint')}
          </p>
        )}
      </div>
    </>
  );
}
