import { Button, FieldError, Input, SearchField as AriaSearchField, Text } from 'react-aria-components';
import { CloseIcon } from '../shared/icons';
import { FieldLabel } from '../TextField/FieldLabel';
import * as fieldStyles from '../TextField/TextField.css';
import { SearchIcon } from './SearchIcon';
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
      className={`${fieldStyles.field} ${styles.field}`}
    >
      <FieldLabel label={label} />
      <div className={styles.inputRow}>
        <SearchIcon className={styles.searchIcon} />
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <Button className={styles.clearButton} aria-label="Очистить поиск">
          <CloseIcon />
        </Button>
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
