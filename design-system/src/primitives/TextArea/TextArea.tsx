import { useState } from 'react';
import { FieldError, Text, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldLabel } from '../shared/FieldLabel';
import * as fieldStyles from '../shared/field.css';
import { WarningIcon } from '../shared/icons';
import { visuallyHidden } from '../shared/visuallyHidden.css';
import { counterAnnouncement, counterState, remainingText, type CharacterCounter } from './characterCounter';
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
  // Filled only when a threshold is crossed: a polite announcement, never one per keystroke.
  const [announcement, setAnnouncement] = useState('');
  const change = (next: string) => {
    if (counter) {
      const message = counterAnnouncement(value.length, next.length, counter);
      if (message !== null) setAnnouncement(message);
    }
    onChange(next);
  };
  const count = counter ? counterState(value.length, counter) : null;

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
      {(description || count) && (
        <Text slot="description" className={styles.footer}>
          {description && <span className={fieldStyles.description}>{description}</span>}
          {count && (
            <span className={styles.counter} data-level={count.level}>
              {count.level === 'warning' && <WarningIcon className={styles.counterIcon} />}
              {remainingText(count.remaining)}
            </span>
          )}
        </Text>
      )}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      {counter && (
        <span role="status" className={visuallyHidden}>
          {announcement}
        </span>
      )}
    </AriaTextField>
  );
}
