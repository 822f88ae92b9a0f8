import { FieldError, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { CounterAnnouncer, FieldFooter, useCounterAnnouncement } from '../shared/CharacterCount';
import type { CharacterCounter } from '../shared/characterCounter';
import { FieldLabel } from '../shared/FieldLabel';
import * as fieldStyles from '../shared/field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps {
  label: string;
  name?: string;
  value: string;
  onChange(value: string): void;
  /** A non-empty message marks the field invalid and is tied to the text area by aria-describedby. */
  errorMessage?: string | null;
  description?: string;
  /** Hard limit typed text cannot pass; defaults to `counter.max`. */
  maxLength?: number;
  /** Shows «Осталось символов: N», in the danger colour once more than `warnAt` characters are used. */
  counter?: CharacterCounter;
  placeholder?: string;
  rows?: number;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

/**
 * A multi-line text input with its label, a description, an optional character counter and the
 * app's error message, like TextField.
 */
export function TextArea({
  label,
  value,
  onChange,
  errorMessage,
  description,
  maxLength,
  counter,
  placeholder,
  rows = 5,
  isRequired,
  ...props
}: TextAreaProps) {
  const { announcement, change } = useCounterAnnouncement(value, counter, onChange);

  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={change}
      maxLength={maxLength ?? counter?.max}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // The app validates and passes the message; no browser bubbles.
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      <FieldFooter description={description} counter={counter} length={value.length} />
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      {counter && <CounterAnnouncer announcement={announcement} />}
    </AriaTextField>
  );
}
