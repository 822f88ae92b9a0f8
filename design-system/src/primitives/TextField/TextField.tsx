import { FieldError, Input, TextField as AriaTextField } from 'react-aria-components';
import { CounterAnnouncer, FieldFooter, useCounterAnnouncement } from '../shared/CharacterCount';
import type { CharacterCounter } from '../shared/characterCounter';
import { FieldLabel } from '../shared/FieldLabel';
import * as styles from '../shared/field.css';

export interface TextFieldProps {
  label: string;
  name?: string;
  type?: 'text' | 'email' | 'search' | 'tel' | 'url';
  value: string;
  onChange(value: string): void;
  /** A non-empty message marks the field invalid and is tied to the input by aria-describedby. */
  errorMessage?: string | null;
  description?: string;
  /** Hard limit typed text cannot pass; defaults to `counter.max`. */
  maxLength?: number;
  /** Shows «Осталось символов: N», in the danger colour once more than `warnAt` characters are used. */
  counter?: CharacterCounter;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * A one-line text input with its label, a description, an optional character counter and the
 * app's error message (the field shows what the app's validation says, not the browser's).
 */
export function TextField({
  label,
  type = 'text',
  value,
  onChange,
  errorMessage,
  description,
  maxLength,
  counter,
  placeholder,
  isRequired,
  ...props
}: TextFieldProps) {
  const { announcement, change } = useCounterAnnouncement(value, counter, onChange);
  return (
    <AriaTextField
      {...props}
      type={type}
      value={value}
      onChange={change}
      maxLength={maxLength ?? counter?.max}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // The app validates (contracts schemas) and passes the message; no browser bubbles.
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input className={styles.input} placeholder={placeholder} />
      <FieldFooter description={description} counter={counter} length={value.length} />
      <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
      {counter && <CounterAnnouncer announcement={announcement} />}
    </AriaTextField>
  );
}
