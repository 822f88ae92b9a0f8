import { startTransition, useEffect, useState } from 'react';

/** The narrowest a card gets in the grid (layout.css.ts: minmax(18rem, 1fr)), in CSS pixels. */
const CARD_MIN_WIDTH = 288;
/** Never more than a computer's two full rows used to be; never fewer than a phone's first screen. */
const MOST_FIRST_CARDS = 6;
const FEWEST_FIRST_CARDS = 2;

/**
 * The cards drawn at once when a list first arrives: two rows of the grid at this width, so a
 * phone (one column) draws two and a computer six. On a phone every card drawn before the first
 * paint delays it (docs/operations.md#budgets: the first cover is a phone's largest paint).
 */
export function firstCardsAt(viewportWidth: number): number {
  const columns = Math.max(1, Math.floor(viewportWidth / CARD_MIN_WIDTH));
  return Math.min(MOST_FIRST_CARDS, Math.max(FEWEST_FIRST_CARDS, columns * 2));
}

/**
 * Drawing a page of 25 cards is one long task on a phone, with the page unresponsive meanwhile.
 * The first cards are drawn at once and the others in a transition, which React renders in slices
 * between frames. Once the whole list has been shown, later pages are drawn as they come.
 */
export function useCardsInSteps<Item>(items: readonly Item[]): { shown: readonly Item[]; isComplete: boolean } {
  const [firstCards] = useState(() => firstCardsAt(window.innerWidth));
  const [showsAll, setShowsAll] = useState(false);
  const isWaiting = !showsAll && items.length > firstCards;
  useEffect(() => {
    if (isWaiting) startTransition(() => setShowsAll(true));
  }, [isWaiting]);
  return { shown: isWaiting ? items.slice(0, firstCards) : items, isComplete: !isWaiting };
}
