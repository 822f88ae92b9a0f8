import { use, type KeyboardEvent, type Ref } from 'react';
import { Button, DatePickerStateContext, Group } from 'react-aria-components';
import { CalendarIcon, CloseIcon } from '../shared/icons';
import * as styles from './DatePicker.css';

interface DateTriggerProps {
  inputId: string;
  /** dd.MM.yyyy, or '' for the placeholder. */
  displayText: string;
  describedBy?: string;
  isInvalid: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  calendarButtonRef: Ref<HTMLButtonElement>;
  /** Shown while there is something to clear. */
  onClear?(): void;
  /** The field's label element, so 'Очистить' says what it clears. */
  labelId: string;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * docs/events.md#dates-and-times: the date input is read-only — no typing; the calendar button (or a click,
 * Enter, Space or ↓ on the input) opens the picker.
 */
export function DateTrigger({
  inputId,
  displayText,
  describedBy,
  isInvalid,
  isRequired,
  isDisabled,
  calendarButtonRef,
  onClear,
  labelId,
}: DateTriggerProps) {
  const state = use(DatePickerStateContext);
  const open = () => state?.setOpen(true);
  const openFromKeyboard = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
  return (
    <Group className={styles.group}>
      <input
        id={inputId}
        className={styles.input}
        readOnly
        value={displayText}
        placeholder="Выберите дату"
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        // The group would move focus to its last button on a mouse press; the input keeps it.
        onPointerDown={(event) => event.stopPropagation()}
        onClick={open}
        onKeyDown={openFromKeyboard}
      />
      {onClear && (
        // slot={null}: this button stays out of the picker's context (that one opens the calendar).
        <Button
          slot={null}
          onPress={onClear}
          aria-label="Очистить"
          aria-describedby={labelId}
          className={styles.clearButton}
        >
          <CloseIcon />
        </Button>
      )}
      <Button ref={calendarButtonRef} className={styles.calendarButton}>
        <CalendarIcon />
      </Button>
    </Group>
  );
}
