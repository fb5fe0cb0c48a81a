/**
 * A labelled whole-number input on React Aria's NumberField: typing, the arrow keys and Page
 * Up/Down change it within its range; the hint and the error are tied to the input. No stepper
 * buttons: their "+" and "−" would be controls whose visible text is not in their names.
 */
import { FieldError, Input, Label, NumberField as AriaNumberField, Text } from 'react-aria-components';
import styles from './Field.module.css';

export interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  minValue: number;
  maxValue: number;
  hint?: string;
  error?: string;
}

export function NumberField({ id, name, label, value, onChange, minValue, maxValue, hint, error }: NumberFieldProps) {
  return (
    <AriaNumberField
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      {hint && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      <Input className={`${styles.control} ${styles.short}`} />
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaNumberField>
  );
}
