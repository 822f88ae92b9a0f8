import { Button } from '@city/design-system';
import { focusPageHeading } from '../../../lib/focusPageHeading';
import { eventsListMessages } from '../../../i18n/messages';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { scrollToTop } from './layout.css';

/** docs/events.md#the-list: appears after 300 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ScrollToTopButton() {
  const isShown = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  if (!isShown) return null;
  return (
    <div className={scrollToTop}>
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
