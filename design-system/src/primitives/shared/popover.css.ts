import { keyframes, style } from '@vanilla-extract/css';
import { fontSize, motion, radius, space, vars } from '../../theme';
import { insetFocusRingStyle, reducedMotionQuery } from './interaction';

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

/** The floating panel of a select, a date picker or a menu. */
export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${popIn} ${motion.fastMs}ms ease-out` } },
  '@media': { [reducedMotionQuery]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

/** The list of options or menu items in a popover; it scrolls within the room RAC gives it. */
export const popoverList = style({
  display: 'flex',
  flexDirection: 'column',
  padding: space.xs,
  maxHeight: 'inherit',
  overflowY: 'auto',
  outline: 'none',
});

export const popoverItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  fontSize: fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRingStyle,
  },
});
