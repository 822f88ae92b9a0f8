import { VisuallyHidden } from 'react-aria-components';
import { EventCardSkeleton } from '@city/design-system';
import { cardCell, cardGrid } from './layout.css';

/** Two rows on a wide screen, a tall screen's worth on a phone: the footer stays below the fold. */
const SKELETON_CARDS = 6;

/**
 * docs/events.md#the-card: the list's place while its first page loads, cards of a card's size, so
 * nothing below moves when the events arrive. Announced politely with the loading text.
 */
export function FeedSkeleton({ text }: { text: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{text}</VisuallyHidden>
      <div className={cardGrid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className={cardCell}>
            <EventCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
