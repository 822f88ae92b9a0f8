import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, insetFocusRingStyle, reducedMotionQuery } from '../shared/interaction';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: space.lg, minWidth: 0 });

/** One row under a rule; on a narrow screen the row scrolls sideways rather than wrapping. */
export const tabList = style({
  display: 'flex',
  gap: space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  // 44 px touch target.
  minHeight: '44px',
  padding: `${space.sm} ${space.lg}`,
  borderRadius: `${radius.sm} ${radius.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${motion.fastMs}ms ease, box-shadow ${motion.fastMs}ms ease`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    // The selected tab is told by the bar and the weight, not by colour alone.
    '&[data-selected]': {
      color: vars.color.text,
      fontWeight: fontWeight.bold,
      boxShadow: `inset 0 -3px 0 ${vars.color.link}`,
    },
    // Inset: the list scrolls, so an outer ring would be clipped.
    '&[data-focus-visible]': insetFocusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, background: 'transparent' },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const panel = style({
  minWidth: 0,
  outline: 'none',
  borderRadius: radius.sm,
  // A panel without controls takes focus itself (React Aria gives it tabIndex 0); show it then.
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
