import { style } from '@vanilla-extract/css';

/** The submit button keeps its focus and shows its sending label; presses are ignored meanwhile. */
export const sending = style({ cursor: 'progress' });
