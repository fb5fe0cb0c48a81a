/**
 * A short set of choices side by side (yes / no, Swedish / English): a React Aria radio group
 * with a visible label, each choice a pill as large as a touch target. Arrow keys move between
 * the choices, as in any radio group.
 */
import { Label, Radio, RadioGroup } from 'react-aria-components';
import styles from './ChoiceGroup.module.css';

export interface ChoiceGroupProps<Value extends string> {
  id?: string;
  label: string;
  options: readonly { value: Value; label: string }[];
  /** The chosen value, or null while none is chosen. */
  value: Value | null;
  onChange: (value: Value) => void;
  /** The id of a text that says more about the question. */
  describedBy?: string;
}

export function ChoiceGroup<Value extends string>({
  id,
  label,
  options,
  value,
  onChange,
  describedBy,
}: ChoiceGroupProps<Value>) {
  return (
    <RadioGroup
      id={id}
      value={value}
      // React Aria gives back the chosen option's value, which is always one of ours.
      onChange={(chosen) => onChange(chosen as Value)}
      orientation="horizontal"
      aria-describedby={describedBy}
      className={styles.group}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.choices}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.choice}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
