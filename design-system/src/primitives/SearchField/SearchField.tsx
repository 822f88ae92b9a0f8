import { Button, Input, SearchField as AriaSearchField } from 'react-aria-components';
import { FieldLabel } from '../shared/FieldLabel';
import { FieldMessages } from '../shared/FieldMessages';
import { CloseIcon, SearchIcon } from '../shared/icons';
import * as styles from './SearchField.css';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter in the field. */
  onSubmit?(value: string): void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
}

/** A search box: type="search", Escape or the clear button empties it. */
export function SearchField({
  label,
  value,
  onChange,
  onSubmit,
  placeholder,
  description,
  errorMessage,
  isDisabled,
}: SearchFieldProps) {
  return (
    <AriaSearchField
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel label={label} />
      <div className={styles.inputRow}>
        <SearchIcon className={styles.searchIcon} />
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.clearButton} aria-label="Очистить поиск">
          <CloseIcon />
        </Button>
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
