import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { FieldLabel } from '../shared/FieldLabel';
import { FieldMessages } from '../shared/FieldMessages';
import * as fieldStyles from '../shared/field.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps {
  label: string;
  name?: string;
  /** null while the field is empty. */
  value: number | null;
  onChange(value: number | null): void;
  minValue: number;
  /** Omitted for values without an upper bound (a price). */
  maxValue?: number;
  step: number;
  /** Intl.NumberFormat options, e.g. `{ style: 'currency', currency: 'RUB' }`; the locale is ru-RU. */
  formatOptions?: Intl.NumberFormatOptions;
  /** A non-empty message marks the field invalid and is tied to the input by aria-describedby. */
  errorMessage?: string | null;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A number typed or stepped with the buttons and arrow keys; RAC clamps it to min/max and snaps
 * it to `step` when the field loses focus.
 */
export function NumberField({
  label,
  value,
  onChange,
  errorMessage,
  description,
  isRequired,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      // RAC represents an empty field as NaN.
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.stepper}>
          <span aria-hidden="true">−</span>
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.stepper}>
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
