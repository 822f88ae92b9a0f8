import type { EventCategory } from '@city/contracts';
import { EventCardPicture } from '../EventCard/EventCardPicture';
import { formatDuration, formatEventDate, formatEventTime } from '../shared-format';
import * as styles from './EventTeaser.css';

/** What the teaser shows of an event: the public summary (contracts' EventSummary). */
export interface EventTeaserEvent {
  title: string;
  /** The city's wall clock, as the API carries it. */
  startDate: string;
  durationMinutes: number | null;
  address: string;
  category: EventCategory;
  imageUrl: string | null;
}

export interface EventTeaserProps {
  /** null while the summary is loading: grey lines of the same height. */
  event: EventTeaserEvent | null;
  /** Says why the event is shown; the region is named by it. */
  caption?: string;
}

export const EVENT_TEASER_CAPTION = 'После входа откроется мероприятие';

/**
 * docs/events.md#ссылки-на-событие-превью: the event a signed-out person followed a link to, shown
 * above the login form so they know where signing in takes them. Props in, markup out: the page
 * fetches the summary.
 */
export function EventTeaser({ event, caption = EVENT_TEASER_CAPTION }: EventTeaserProps) {
  if (!event) {
    return (
      <section className={styles.teaser} aria-label={caption} aria-busy="true" data-testid="event-teaser-loading">
        <div className={styles.media}>
          <div className={styles.skeletonMedia} />
        </div>
        <div className={styles.skeletonBody}>
          <p className={styles.caption}>{caption}</p>
          <div className={styles.skeletonTitle} />
          <div className={styles.skeletonFact} />
        </div>
      </section>
    );
  }
  const duration = formatDuration(event.durationMinutes);
  const when = `${formatEventDate(event.startDate)}, ${formatEventTime(event.startDate)}${duration ? ` · ${duration}` : ''}`;
  return (
    <section className={styles.teaser} aria-label={caption}>
      <div className={styles.media}>
        <EventCardPicture imageUrl={event.imageUrl} category={event.category} loading="eager" />
      </div>
      <div className={styles.body}>
        <p className={styles.caption}>{caption}</p>
        <p className={styles.title}>{event.title}</p>
        <p className={styles.fact}>{when}</p>
        <p className={styles.fact} title={event.address}>
          {event.address}
        </p>
      </div>
    </section>
  );
}
