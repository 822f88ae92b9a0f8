import { useState } from 'react';
import { Text } from 'react-aria-components';
import { counterAnnouncement, counterState, remainingText, type CharacterCounter } from './characterCounter';
import * as styles from './characterCount.css';
import * as fieldStyles from './field.css';
import { WarningIcon } from './icons';
import { visuallyHidden } from './visuallyHidden.css';

/**
 * The live-region text of a counted field and the change handler that updates it. Filled only
 * when a threshold is crossed: a polite announcement, never one per keystroke.
 */
export function useCounterAnnouncement(
  value: string,
  counter: CharacterCounter | undefined,
  onChange: (value: string) => void,
): { announcement: string; change(next: string): void } {
  const [announcement, setAnnouncement] = useState('');
  const change = (next: string) => {
    if (counter) {
      const message = counterAnnouncement(value.length, next.length, counter);
      if (message !== null) setAnnouncement(message);
    }
    onChange(next);
  };
  return { announcement, change };
}

interface FieldFooterProps {
  description?: string;
  counter?: CharacterCounter;
  length: number;
}

/**
 * The description slot of a React Aria text field: the hint and «Осталось символов: N», which
 * turns to the danger colour (with an icon, not colour alone) once more than `warnAt` are used.
 */
export function FieldFooter({ description, counter, length }: FieldFooterProps) {
  const count = counter ? counterState(length, counter) : null;
  if (!description && !count) return null;
  return (
    <Text slot="description" className={styles.footer}>
      {description && <span className={fieldStyles.description}>{description}</span>}
      {count && (
        <span className={styles.counter} data-level={count.level}>
          {count.level === 'warning' && <WarningIcon className={styles.counterIcon} />}
          {remainingText(count.remaining)}
        </span>
      )}
    </Text>
  );
}

/** The polite region that speaks the counter's threshold crossings. */
export function CounterAnnouncer({ announcement }: { announcement: string }) {
  return (
    <span role="status" className={visuallyHidden}>
      {announcement}
    </span>
  );
}
