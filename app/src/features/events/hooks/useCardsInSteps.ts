import { startTransition, useEffect, useState } from 'react';

/** The cards drawn at once when a list first arrives: a phone's screen and more. */
export const FIRST_CARDS = 6;

/**
 * Drawing a page of 25 cards is one long task on a phone, with the page unresponsive meanwhile.
 * The first cards are drawn at once and the others in a transition, which React renders in slices
 * between frames. Once the whole list has been shown, later pages are drawn as they come.
 */
export function useCardsInSteps<Item>(items: readonly Item[]): { shown: readonly Item[]; isComplete: boolean } {
  const [showsAll, setShowsAll] = useState(false);
  const isWaiting = !showsAll && items.length > FIRST_CARDS;
  useEffect(() => {
    if (isWaiting) startTransition(() => setShowsAll(true));
  }, [isWaiting]);
  return { shown: isWaiting ? items.slice(0, FIRST_CARDS) : items, isComplete: !isWaiting };
}
