import { useEffect, useState, type RefObject } from 'react';
import { boxesOverlap } from '../mappers/boxes';

/**
 * docs/events.md#on-a-phone: whether the floating `own` element lies over one of the buttons in
 * `area` right now (its own buttons aside), re-checked as the page scrolls or resizes. A floating
 * control over a full-width card column always meets some card's button sooner or later; the
 * caller steps aside while it does.
 */
export function useOverlapsButtons(own: RefObject<HTMLElement | null>, area: RefObject<HTMLElement | null>): boolean {
  const [overlaps, setOverlaps] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = own.current;
      const container = area.current;
      if (!element || !container) return;
      const box = element.getBoundingClientRect();
      const buttons = container.querySelectorAll('button');
      setOverlaps(
        Array.from(buttons).some((button) => !element.contains(button) && boxesOverlap(box, button.getBoundingClientRect())),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [own, area]);
  return overlaps;
}
