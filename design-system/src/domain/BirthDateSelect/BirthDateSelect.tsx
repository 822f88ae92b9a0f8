import { useId, useState } from 'react';
import { birthYears } from '@city/contracts';
import { Select, type SelectOption } from '../../primitives/Select';
import * as fieldStyles from '../../primitives/shared/field.css';
import { MONTH_NAMES, dayCount, partsOf, valueOf, withPart, type BirthDateParts } from './birthDateParts';
import * as styles from './BirthDateSelect.css';

export interface BirthDateSelectProps {
  /** 'yyyy-MM-dd' or null. */
  value: string | null;
  /** Called with a full 'yyyy-MM-dd' when day, month and year are all chosen, null when any is cleared. */
  onChange(value: string | null): void;
  /** Years offered: currentYear down to 1930. */
  currentYear: number;
  isDisabled?: boolean;
  label?: string;
}

const MONTH_OPTIONS: SelectOption[] = MONTH_NAMES.map((name, index) => ({ id: String(index + 1), label: name }));

const numberOptions = (numbers: readonly number[]): SelectOption[] =>
  numbers.map((number) => ({ id: String(number), label: String(number) }));

const dayOptions = (parts: BirthDateParts): SelectOption[] =>
  numberOptions(Array.from({ length: dayCount(parts) }, (_, index) => index + 1));

/**
 * docs/people.md#own-profile: the birth date as day, month and year selectors. The day list follows
 * the month and leap years; a chosen day the new month or year lacks is cleared (see withPart).
 */
export function BirthDateSelect({ value, onChange, currentYear, isDisabled, label = 'Дата рождения' }: BirthDateSelectProps) {
  const labelId = useId();
  // The parts, not the value, are the state: a half-chosen date has no 'yyyy-MM-dd' to hold it.
  const [parts, setParts] = useState(() => partsOf(value));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    // A new date from outside replaces the choices; the echo of our own onChange does not.
    if (value !== valueOf(parts)) setParts(partsOf(value));
  }

  const choose = (change: Partial<BirthDateParts>) => {
    const next = withPart(parts, change);
    setParts(next);
    const nextValue = valueOf(next);
    if (nextValue !== valueOf(parts)) onChange(nextValue);
  };

  const keyOf = (part: number | null) => (part === null ? null : String(part));

  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.selectors}>
        <div className={styles.day}>
          <Select
            label="День"
            options={dayOptions(parts)}
            selectedKey={keyOf(parts.day)}
            onSelectionChange={(key) => choose({ day: Number(key) })}
            placeholder="Не выбран"
            isDisabled={isDisabled}
          />
        </div>
        <div className={styles.month}>
          <Select
            label="Месяц"
            options={MONTH_OPTIONS}
            selectedKey={keyOf(parts.month)}
            onSelectionChange={(key) => choose({ month: Number(key) })}
            placeholder="Не выбран"
            isDisabled={isDisabled}
          />
        </div>
        <div className={styles.year}>
          <Select
            label="Год"
            options={numberOptions(birthYears(currentYear))}
            selectedKey={keyOf(parts.year)}
            onSelectionChange={(key) => choose({ year: Number(key) })}
            placeholder="Не выбран"
            isDisabled={isDisabled}
          />
        </div>
      </div>
    </div>
  );
}
