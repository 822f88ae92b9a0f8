import { CalendarIcon, ClockIcon, PeopleIcon, PinIcon } from '../../primitives/shared';
import { formatDuration, formatEventDate, formatEventTime } from '../shared-format';
import * as styles from './EventCard.css';

interface EventCardFactsProps {
  /** The city's wall-clock time (docs/events.md#the-card), shown as written. */
  startDate: string;
  durationMinutes: number | null;
  address: string;
  /** '3/10 участников': left out where the count would go stale (the partner feed's cache). */
  participants?: string;
  className?: string;
}

/** docs/events.md#creating-and-editing: when (date, time, duration), where, and how many are going. */
export function EventCardFacts({ startDate, durationMinutes, address, participants, className }: EventCardFactsProps) {
  const duration = formatDuration(durationMinutes);
  return (
    <ul className={className ? `${styles.facts} ${className}` : styles.facts}>
      <li className={styles.fact}>
        <CalendarIcon className={styles.factIcon} />
        <time dateTime={startDate.slice(0, 10)}>{formatEventDate(startDate)}</time>
      </li>
      <li className={styles.fact}>
        <ClockIcon className={styles.factIcon} />
        <span>
          <time dateTime={startDate}>{formatEventTime(startDate)}</time>
          {duration && <span className={styles.duration}> ({duration})</span>}
        </span>
      </li>
      <li className={styles.fact}>
        <PinIcon className={styles.factIcon} />
        <span className={styles.address} title={address}>
          {address}
        </span>
      </li>
      {participants !== undefined && (
        <li className={styles.fact}>
          <PeopleIcon className={styles.factIcon} />
          <span>{participants}</span>
        </li>
      )}
    </ul>
  );
}
