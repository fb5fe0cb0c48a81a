/**
 * A labelled text input or textarea on React Aria's TextField: the label, the hint and the
 * error are tied to the input (aria-describedby), and an error sets aria-invalid.
 */
import type { Ref } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import styles from './Field.module.css';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  isRequired?: boolean;
  /** Renders a textarea with this many rows. */
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function TextField({ id, name, label, value, onChange, onBlur, error, hint, type = 'text', autoComplete, isRequired, rows, inputRef }: TextFieldProps) {
  return (
    <AriaTextField
      id={`${id}-field`}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      type={type}
      autoComplete={autoComplete}
      isRequired={isRequired}
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
      {rows ? (
        <TextArea id={id} rows={rows} ref={inputRef} className={`${styles.control} ${styles.textarea}`} />
      ) : (
        <Input id={id} ref={inputRef} className={styles.control} />
      )}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
