import { style } from '@vanilla-extract/css';
import { fontSize, lineHeight, radius, space, vars } from '../../theme';

/**
 * The grey lines of a card still loading, each as tall as what takes its place in a grid card
 * (EventCard.css.ts): so the list keeps its height when the cards arrive.
 */
const bar = style({ borderRadius: radius.sm, background: vars.color.surfaceMuted });

/** One line of small text (the description, the facts, the organizer). */
const lineOf = (size: string) => `calc(${size} * ${lineHeight.normal})`;

export const badges = style([bar, { height: '24px', width: '55%' }]);

/** Two lines of the title (at most two in the grid). */
export const title = style([bar, { height: `calc(2 * ${fontSize.lg} * ${lineHeight.tight})`, width: '85%' }]);

/** The description: three lines of small text. */
export const description = style([bar, { height: `calc(3 * ${lineOf(fontSize.sm)})` }]);

/** Date, time, address and participants, one line each. */
export const facts = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const fact = style([bar, { height: lineOf(fontSize.sm), width: '70%' }]);

export const organizer = style([bar, { height: lineOf(fontSize.sm), width: '60%' }]);

/** The participation button at the bottom of the card. */
export const action = style([bar, { height: '36px', marginTop: 'auto' }]);
