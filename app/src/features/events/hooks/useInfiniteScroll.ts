import { useEffect, useRef, type RefObject } from 'react';

/** docs/events.md#the-list: the next page is asked for when the sentinel is 10 % visible, 100 px early. */
export const INFINITE_SCROLL_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '100px' };

/**
 * Calls `onReach` whenever the sentinel comes into view. `watch` re-arms the observer (pass the
 * number of loaded events): a sentinel still in view after a short page asks again at once.
 */
export function useInfiniteScroll(onReach: () => void, watch: unknown): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const latestOnReach = useRef(onReach);
  useEffect(() => {
    latestOnReach.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latestOnReach.current();
    }, INFINITE_SCROLL_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch]);

  return sentinel;
}
