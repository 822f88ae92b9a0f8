/**
 * The feed's geometry, shared by the server-rendered cards' CSS and the widget's skeleton: a
 * skeleton of `limit` placeholders in the same grid with the same fixed heights takes exactly the
 * room the cards will, so nothing on the partner's page moves when they arrive.
 */
export const FEED_LAYOUTS = ['grid', 'list', 'compact'] as const;
export type FeedLayout = (typeof FEED_LAYOUTS)[number];

export const FEED_DIMENSIONS = {
  /** Space between cards, px. */
  gap: 16,
  /** The grid's narrowest column, px: one column in a 320 px container, four in a wide one. */
  gridMinColumn: 240,
  /** Every card's fixed height in each layout, px (text is clamped to fit). */
  cardHeight: { grid: 340, list: 132, compact: 64 } satisfies Record<FeedLayout, number>,
} as const;
