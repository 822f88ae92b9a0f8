import { style } from '@vanilla-extract/css';
import { space } from '../../theme';

export const group = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

/**
 * Day, month, year on one line, the month with the most room; where a line cannot hold their
 * placeholders whole (a phone), a selector moves to the next line rather than cutting its text.
 */
export const selectors = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'start',
});

const selector = (grow: number) => style({ flex: `${grow} 1 0`, minWidth: 'max-content' });

export const day = selector(1);
export const month = selector(1.8);
export const year = selector(1.3);
