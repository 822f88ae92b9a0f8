import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { FieldLabel } from '../shared/FieldLabel';
import { FieldMessages } from '../shared/FieldMessages';
import * as fieldStyles from '../shared/field.css';
import { ChevronDownIcon } from '../shared/icons';
import * as styles from './Select.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** null shows the placeholder. */
  selectedKey: string | null;
  onSelectionChange(key: string): void;
  /** A non-empty message marks the field invalid and is tied to the button by aria-describedby. */
  errorMessage?: string | null;
  description?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  placeholder?: string;
  /** Options shown but not choosable (e.g. times already past). */
  disabledKeys?: readonly string[];
}

/** A single choice from a short list: a button that opens a listbox (type-ahead, arrow keys). */
export function Select({
  label,
  options,
  selectedKey,
  onSelectionChange,
  errorMessage,
  description,
  isDisabled,
  isRequired,
  placeholder = 'Выберите',
  disabledKeys,
}: SelectProps) {
  const change = (key: Key | null) => {
    if (key !== null) onSelectionChange(String(key));
  };
  return (
    <AriaSelect
      value={selectedKey}
      onChange={change}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // The app validates and passes the message; no browser bubbles.
      validationBehavior="aria"
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover offset={4} className={styles.popover}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
