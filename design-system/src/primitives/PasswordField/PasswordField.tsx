import { useState, type ReactNode } from 'react';
import { Input, TextField as AriaTextField, ToggleButton } from 'react-aria-components';
import { FieldLabel } from '../shared/FieldLabel';
import { FieldMessages } from '../shared/FieldMessages';
import * as fieldStyles from '../shared/field.css';
import { EyeIcon, EyeOffIcon } from '../shared/icons';
import type { TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Rendered under the input: the app puts PasswordStrength / PasswordMatch here. */
  children?: ReactNode;
  /** Starts with the password shown (a story of that state); the button still toggles it. */
  defaultRevealed?: boolean;
}

/**
 * A password input with a button that shows or hides what was typed; under it, the app's hints
 * (PasswordStrength, PasswordMatch) go in as children.
 */
export function PasswordField({
  label,
  errorMessage,
  description,
  placeholder,
  isRequired,
  isDisabled,
  autoComplete = 'current-password',
  children,
  defaultRevealed = false,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.inputRow}>
        <Input className={styles.input} placeholder={placeholder} />
        <ToggleButton
          className={styles.toggle}
          isSelected={isRevealed}
          onChange={setRevealed}
          isDisabled={isDisabled}
          aria-label={isRevealed ? 'Скрыть пароль' : 'Показать пароль'}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
      {children && <div className={styles.extra}>{children}</div>}
    </AriaTextField>
  );
}
