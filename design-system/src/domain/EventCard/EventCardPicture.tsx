import type { EventCategory } from '@city/contracts';
import { CATEGORY_ART } from './categoryArt';
import * as styles from './EventCard.css';

/** Intrinsic size of the image box (16:9), so a list does not jump while images load. */
export const EVENT_IMAGE_SIZE = { width: 640, height: 360 } as const;

interface EventCardPictureProps {
  /** null (or a failed image): the category's placeholder instead. */
  imageUrl: string | null;
  category: EventCategory;
  /** The event page shows its image at once; lists let the browser wait. */
  loading: 'lazy' | 'eager';
  /** 'high' for a cover on a list's first screen: a phone's largest paint waits for it. */
  fetchPriority?: 'high' | 'auto';
  onError?(): void;
  /** The image failed to load: the placeholder stands in for it (of the card's surfaces, in either theme). */
  hasFailed?: boolean;
}

/**
 * docs/events.md#the-card: the event's image, or its category's gradient when it has none. Static
 * markup, so the partner feed renders it on the server as the app's cards do in the browser.
 */
export function EventCardPicture({ imageUrl, category, loading, fetchPriority = 'auto', onError, hasFailed = false }: EventCardPictureProps) {
  if (imageUrl === null || imageUrl === '') {
    return (
      <div
        className={styles.placeholder}
        data-art={CATEGORY_ART[category]}
        data-failed={hasFailed || undefined}
        data-testid="event-image-placeholder"
      />
    );
  }
  return (
    <img
      className={styles.image}
      src={imageUrl}
      alt=""
      width={EVENT_IMAGE_SIZE.width}
      height={EVENT_IMAGE_SIZE.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={onError}
    />
  );
}
