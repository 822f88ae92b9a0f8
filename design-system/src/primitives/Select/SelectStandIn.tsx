import { useId } from 'react';
import { RequiredMark } from '../shared/FieldLabel';
import * as fieldStyles from '../shared/field.css';
import { ChevronDownIcon } from '../shared/icons';
import type { StandInHandlers } from '../shared/codeOnReach';
import type { SelectProps } from './selectProps';
import * as styles from './Select.css';

/**
 * The select as it looks closed, with the role, name and description the real one has, shown
 * until the real one's code has arrived (./Select.tsx). It never opens by itself.
 */
export function SelectStandIn({
  label,
  options,
  selectedKey,
  errorMessage,
  description,
  isDisabled,
  isRequired,
  placeholder = 'Выберите',
  standIn,
}: SelectProps & { standIn: StandInHandlers }) {
  const id = useId();
  const selected = options.find((option) => option.id === selectedKey);
  const describedBy = [description && `${id}-description`, errorMessage && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field} data-invalid={errorMessage ? true : undefined} data-disabled={isDisabled || undefined}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        {isRequired && <RequiredMark />}
      </span>
      <button
        type="button"
        className={`${styles.trigger} ${styles.standInTrigger}`}
        // As React Aria names its select's button: the value, then the label.
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        {...standIn}
      >
        <span id={`${id}-value`} className={styles.value} data-placeholder={selected ? undefined : true}>
          {selected?.label ?? placeholder}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {description && (
        <span id={`${id}-description`} slot="description" className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-error`} slot="errorMessage" className={fieldStyles.errorMessage}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
