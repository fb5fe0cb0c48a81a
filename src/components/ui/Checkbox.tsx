import type { ReactNode, Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import styles from './Field.module.css';
import { StrokeIcon, TICK } from './StrokeIcon';

export interface CheckboxProps {
  id: string;
  name: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  children: ReactNode;
  error?: string;
  isRequired?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox with its label; an error is shown below and tied to the input. */
export function Checkbox({ id, name, isSelected, onChange, children, error, isRequired, inputRef }: CheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <AriaCheckbox
        id={id}
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={error ? errorId : undefined}
        inputRef={inputRef}
        className={styles.checkbox}
      >
        <span className={styles.box} aria-hidden="true">
          <StrokeIcon {...TICK} strokeWidth={2.2} />
        </span>
        <span className={styles.checkboxLabel}>{children}</span>
      </AriaCheckbox>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
