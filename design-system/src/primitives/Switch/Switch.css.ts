import { style } from '@vanilla-extract/css';
import { fontSize, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  // 44 px touch target even though the track itself is smaller.
  minHeight: '44px',
  color: vars.color.text,
  fontSize: fontSize.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The track's width; a hint under the switch is indented by it to line up with the label. */
const TRACK_WIDTH = '44px';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: TRACK_WIDTH,
  height: '24px',
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  transition: `background-color ${motion.fastMs}ms ease, border-color ${motion.fastMs}ms ease`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${root}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accentPressed },
    [`${root}[data-focus-visible] &`]: focusRingStyle,
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: radius.pill,
  background: vars.color.textMuted,
  transition: `transform ${motion.fastMs}ms ease, background-color ${motion.fastMs}ms ease`,
  selectors: {
    // The thumb moves and changes colour, so the state is not told by colour alone.
    [`${root}[data-selected] &`]: { transform: 'translateX(20px)', background: vars.color.onAccent },
    [`${root}[data-pressed] &`]: { width: '18px' },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const label = style({ lineHeight: 1.3 });

/** The switch with its hint below, the hint lined up with the label rather than the track. */
export const withDescription = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});

export const description = style({
  paddingInlineStart: `calc(${TRACK_WIDTH} + ${space.sm})`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: 1.4,
});
