import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, radius, space, vars } from '../../theme';
import { focusRingStyle } from '../../primitives/shared/interaction';
import * as popoverStyles from '../../primitives/shared/popover.css';

// 'break-word', not 'anywhere': only a word longer than the line breaks, and a table column sizes
// to its longest word instead of collapsing to a letter a line (docs/back-office.md#tables).
export const text = style({ overflowWrap: 'break-word' });

export const more = style({
  marginInlineStart: space.xs,
  padding: 0,
  border: 'none',
  borderRadius: radius.sm,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const popover = style([popoverStyles.popover, { maxWidth: 'min(420px, calc(100vw - 32px))' }]);

export const fullText = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: `${space.md} ${space.lg}`,
  color: vars.color.text,
  fontSize: fontSize.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  outline: 'none',
});
