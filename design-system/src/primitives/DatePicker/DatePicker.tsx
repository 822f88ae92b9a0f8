import { useId, useRef } from 'react';
import { DatePicker as AriaDatePicker, I18nProvider } from 'react-aria-components';
import { Select } from '../Select';
import { RequiredMark } from '../shared/FieldLabel';
import * as fieldStyles from '../shared/field.css';
import { CalendarPopover } from './CalendarPopover';
import { DateTrigger } from './DateTrigger';
import { formatDisplayDate, parseDateValue, timeOptions, timesBefore } from './dateValue';
import { useDateDraft } from './useDateDraft';
import * as styles from './DatePicker.css';

export interface DatePickerProps {
  label: string;
  /** 'yyyy-MM-dd', or 'yyyy-MM-ddTHH:mm:00' with `withTime`; null when empty. */
  value: string | null;
  onChange(value: string | null): void;
  /** Adds the time, chosen in 15-minute steps under the caption 'Время'. */
  withTime?: boolean;
  /** Earliest allowed day ('yyyy-MM-dd'); with a time part, earlier times of that day are disabled too. */
  minValue?: string | null;
  /** A non-empty message marks the field invalid and is tied to the input by aria-describedby. */
  errorMessage?: string | null;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Starts with the calendar open (a story of that state); it closes as usual. */
  defaultOpen?: boolean;
}

/**
 * docs/events.md#dates-and-times date picker: Russian calendar with Monday first, dd.MM.yyyy, read-only input,
 * placeholder 'Выберите дату', a 'Очистить' button, optional time in 15-minute steps.
 *
 * The time is a Select of quarter-hours rather than a RAC TimeField: TimeField has no step, and
 * snapping typed minutes fights the typing (the "3" of "30" would jump to 00). A list cannot hold an
 * off-step time, finds "19:00" by typing "19", and works the same on touch screens.
 */
export function DatePicker(props: DatePickerProps) {
  return (
    <I18nProvider locale="ru-RU">
      <DatePickerField {...props} />
    </I18nProvider>
  );
}

function DatePickerField({
  label,
  value,
  onChange,
  withTime = false,
  minValue,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  defaultOpen,
}: DatePickerProps) {
  const [draft, setDraft] = useDateDraft(value, withTime, onChange);
  const min = parseDateValue(minValue);
  const labelId = useId();
  const inputId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const calendarButtonRef = useRef<HTMLButtonElement>(null);

  const isInvalid = Boolean(errorMessage);
  const describedBy =
    [description ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const canClear = !isDisabled && (draft.date !== null || draft.time !== null);
  const clear = () => {
    setDraft({ date: null, time: null });
    // The clear button goes away with the value: focus moves on to the calendar button.
    calendarButtonRef.current?.focus();
  };
  const times = timeOptions(draft.time);

  const dateLabel = (
    <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
      {withTime ? 'Дата' : label}
      {isRequired && !withTime && <RequiredMark />}
    </label>
  );

  const row = (
    <div className={styles.row}>
      <div className={styles.dateColumn}>
        {dateLabel}
        <AriaDatePicker
          value={draft.date}
          onChange={(date) => setDraft({ ...draft, date })}
          minValue={min?.date}
          firstDayOfWeek="mon"
          defaultOpen={defaultOpen}
          isDisabled={isDisabled}
          isRequired={isRequired}
          isInvalid={isInvalid}
          // The page validates and passes the message; the picker only shows it.
          validationBehavior="aria"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          className={styles.picker}
        >
          <DateTrigger
            inputId={inputId}
            displayText={draft.date ? formatDisplayDate(draft.date) : ''}
            describedBy={describedBy}
            isInvalid={isInvalid}
            isRequired={isRequired}
            isDisabled={isDisabled}
            calendarButtonRef={calendarButtonRef}
            onClear={canClear ? clear : undefined}
            labelId={labelId}
          />
          <CalendarPopover />
        </AriaDatePicker>
      </div>
      {withTime && (
        <div className={styles.timeColumn}>
          <Select
            label="Время"
            options={times.map((time) => ({ id: time, label: time }))}
            selectedKey={draft.time}
            onSelectionChange={(time) => setDraft({ ...draft, time })}
            disabledKeys={timesBefore(draft.date, min, times)}
            placeholder="--:--"
            isDisabled={isDisabled}
          />
        </div>
      )}
    </div>
  );

  const messages = (
    <>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {isInvalid && (
        <p id={errorId} className={styles.errorMessage}>
          {errorMessage}
        </p>
      )}
    </>
  );

  if (!withTime) {
    return (
      <div className={fieldStyles.field}>
        {row}
        {messages}
      </div>
    );
  }
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {label}
        {isRequired && <RequiredMark />}
      </legend>
      {row}
      {messages}
    </fieldset>
  );
}
