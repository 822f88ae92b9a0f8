import { keyframes, style } from '@vanilla-extract/css';
import { fontSize, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  padding: `${space.xs} ${space.sm}`,
  border: '1px solid transparent',
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const chevron = style({
  fontSize: '1rem',
  transition: `transform ${motion.fastMs}ms ease`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

export const popover = style({
  minWidth: '200px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${motion.fastMs}ms ease-out` },
  },
  '@media': { [reducedMotionQuery]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  fontSize: fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const dangerItem = style({ color: vars.color.danger });
