import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { EventCategory } from '@city/contracts';
import { HeartIcon, ImageOffIcon } from '../../primitives/shared';
import { EventCardPicture } from './EventCardPicture';
import * as styles from './EventCard.css';

export interface FavoriteToggle {
  isFavorite: boolean;
  isDisabled: boolean;
  onToggle(): void;
}

interface EventCardMediaProps {
  imageUrl: string | null;
  category: EventCategory;
  /** The event page shows its image at once; the grid lets the browser wait. */
  loading: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'auto';
  favorite: FavoriteToggle | null;
}

/** docs/events.md#favourites: the image or its category placeholder, and the favourite heart on top. */
export function EventCardMedia({ imageUrl, category, loading, fetchPriority, favorite }: EventCardMediaProps) {
  // Remembering which URL failed lets a new image of the same card try again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasFailed = imageUrl !== null && imageUrl === failedUrl;
  const showsImage = imageUrl !== null && imageUrl !== '' && !hasFailed;

  return (
    <div className={styles.media}>
      <EventCardPicture
        imageUrl={showsImage ? imageUrl : null}
        category={category}
        loading={loading}
        fetchPriority={fetchPriority}
        onError={() => setFailedUrl(imageUrl)}
        hasFailed={hasFailed}
      />
      {hasFailed && (
        <p className={styles.imageError}>
          <ImageOffIcon className={styles.imageErrorIcon} />
          Не удалось загрузить изображение
        </p>
      )}
      {favorite && (
        <ToggleButton
          className={styles.favorite}
          isSelected={favorite.isFavorite}
          onChange={() => favorite.onToggle()}
          isDisabled={favorite.isDisabled}
          aria-label={favorite.isFavorite ? 'Убрать из избранного' : 'Добавить в избранное'}
        >
          <HeartIcon className={styles.favoriteIcon} filled={favorite.isFavorite} />
        </ToggleButton>
      )}
    </div>
  );
}
