import { Select } from '../../primitives/Select';
import { DURATION_HOUR_OPTIONS, DURATION_MINUTE_OPTIONS, disabledMinuteKeys } from './eventFormState';
import * as styles from './EventForm.css';

interface DurationFieldProps {
  hours: number;
  minutes: number;
  onHoursChange(hours: number): void;
  onMinutesChange(minutes: number): void;
  errorMessage?: string;
}

/** docs/events.md#creating-and-editing: duration 0 to 12 hours in 15-minute steps, as hours plus minutes. */
export function DurationField({ hours, minutes, onHoursChange, onMinutesChange, errorMessage }: DurationFieldProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Продолжительность</legend>
      <div className={styles.pair}>
        <Select
          label="Часы"
          options={DURATION_HOUR_OPTIONS}
          selectedKey={String(hours)}
          onSelectionChange={(key) => onHoursChange(Number(key))}
        />
        <Select
          label="Минуты"
          options={DURATION_MINUTE_OPTIONS}
          selectedKey={String(minutes)}
          onSelectionChange={(key) => onMinutesChange(Number(key))}
          disabledKeys={disabledMinuteKeys(hours)}
          errorMessage={errorMessage}
        />
      </div>
      <p className={styles.hint}>Можно оставить 0 ч 0 мин, если продолжительность не важна</p>
    </fieldset>
  );
}
