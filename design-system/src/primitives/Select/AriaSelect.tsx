import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as ReactAriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { FieldLabel } from '../shared/FieldLabel';
import { FieldMessages } from '../shared/FieldMessages';
import * as fieldStyles from '../shared/field.css';
import { ChevronDownIcon } from '../shared/icons';
import type { SelectProps } from './selectProps';
import * as styles from './Select.css';

export interface AriaSelectProps extends SelectProps {
  /** Opens the list at once: it was pressed while this code was on its way (./Select.tsx). */
  openOnMount?: boolean;
  /** Takes the focus at once: the stand-in had it when this code arrived. */
  focusOnMount?: boolean;
}

/** The select itself: a button that opens a listbox (type-ahead, arrow keys). */
export function AriaSelect({
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
  openOnMount = false,
  focusOnMount = false,
}: AriaSelectProps) {
  const change = (key: Key | null) => {
    if (key !== null) onSelectionChange(String(key));
  };
  return (
    <ReactAriaSelect
      value={selectedKey}
      onChange={change}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // The app validates and passes the message; no browser bubbles.
      validationBehavior="aria"
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      defaultOpen={openOnMount && !isDisabled}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      {/* The stand-in this replaces had the focus (an open list takes the focus itself). */}
      <Button autoFocus={focusOnMount && !openOnMount} className={styles.trigger}>
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
    </ReactAriaSelect>
  );
}
