import { Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldLabel } from '../shared/FieldLabel';
import { FieldMessages } from '../shared/FieldMessages';
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
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
}

export function TextField({
  label,
  type = 'text',
  errorMessage,
  description,
  placeholder,
  isRequired,
  ...props
}: TextFieldProps) {
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...props}
      type={type}
      isRequired={isRequired}
      isInvalid={isInvalid}
      // The app validates (contracts schemas) and passes the message; no browser bubbles.
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input className={styles.input} placeholder={placeholder} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
