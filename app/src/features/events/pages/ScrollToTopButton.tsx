import { useRef, type RefObject } from 'react';
import { Button } from '@city/design-system';
import { focusPageHeading } from '../../../lib/focusPageHeading';
import { eventsListMessages } from '../../../i18n/messages';
import { useOverlapsButtons } from '../hooks/useOverlapsButtons';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { scrollToTop } from './layout.css';

/** docs/events.md#the-list: appears after 300 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * `avoid` holds the cards: docs/events.md#on-a-phone, the button never covers one of their
 * buttons. The list ends with room for it, and while a card's button passes under it as the page
 * scrolls, it steps aside (hidden) until the way is clear.
 */
export function ScrollToTopButton({ avoid }: { avoid: RefObject<HTMLElement | null> }) {
  const isShown = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  const own = useRef<HTMLDivElement>(null);
  const isInTheWay = useOverlapsButtons(own, avoid);
  if (!isShown) return null;
  return (
    <div ref={own} className={scrollToTop} data-in-the-way={isInTheWay || undefined}>
      <Button
        variant="secondary"
        onPress={() => {
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
          // The button disappears at the top: focus goes to the page's heading instead of nowhere.
          focusPageHeading();
        }}
      >
        {eventsListMessages.scrollToTop}
      </Button>
    </div>
  );
}
