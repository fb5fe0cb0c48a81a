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
  /** `numeric` brings up a phone's number keyboard for a whole number. */
  inputMode?: 'numeric';
  /** `short` for a few characters, such as a number, instead of the form's width. */
  width?: 'full' | 'short';
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * React Aria learns that the control is a textarea only after mounting, so its first render
 * (the prerendered HTML) would give the textarea an input's `type`, which HTML does not allow
 * there. `null` overrides it (`undefined` would not survive React Aria's prop merge).
 */
const NO_TYPE = { type: null } as object;

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  autoComplete,
  isRequired,
  rows,
  inputMode,
  width = 'full',
  inputRef,
}: TextFieldProps) {
  return (
    // The id goes to React Aria's field, which gives it to the input and points the label's
    // `for` at it, so the prerendered HTML and the hydrated page agree on one id per control.
    <AriaTextField
      id={id}
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
        <TextArea {...NO_TYPE} rows={rows} ref={inputRef} className={`${styles.control} ${styles.textarea}`} />
      ) : (
        <Input
          ref={inputRef}
          inputMode={inputMode}
          className={width === 'short' ? `${styles.control} ${styles.short}` : styles.control}
        />
      )}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
