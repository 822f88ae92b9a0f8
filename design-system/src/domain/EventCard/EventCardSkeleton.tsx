import * as cardStyles from './EventCard.css';
import * as styles from './EventCardSkeleton.css';

/**
 * docs/events.md#the-card: a grid card's place while the list loads: the same frame, image box and
 * lines as a card, without content. Hidden from assistive technology: the list says it is loading.
 */
export function EventCardSkeleton() {
  return (
    <div className={cardStyles.card} data-variant="grid" aria-hidden="true" data-testid="event-card-skeleton">
      <div className={cardStyles.media} />
      <div className={cardStyles.body}>
        <div className={styles.badges} />
        <div className={styles.title} />
        <div className={styles.description} />
        <div className={styles.facts}>
          <div className={styles.fact} />
          <div className={styles.fact} />
          <div className={styles.fact} />
          <div className={styles.fact} />
        </div>
        <div className={styles.organizer} />
        <div className={styles.action} />
      </div>
    </div>
  );
}
