import { keyframes, style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { reducedMotionQuery } from '../shared/interaction';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
});

// docs/accounts.md#site-frame: modal animation 300 ms.
const enter = `${motion.modalMs}ms cubic-bezier(0.2, 0, 0, 1)`;
const exit = `${motion.modalMs}ms cubic-bezier(0.4, 0, 1, 1)`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${exit}` },
  },
  '@media': {
    [reducedMotionQuery]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '520px',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.popover,
  selectors: {
    '&[data-entering]': { animation: `${riseIn} ${enter}` },
    '&[data-exiting]': { animation: `${sinkOut} ${exit}` },
  },
  '@media': {
    [reducedMotionQuery]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
});

export const title = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const closeButton = style({
  flexShrink: 0,
  // Pulls the icon button into the corner without shrinking its 44 px target.
  marginBlockStart: `calc(-1 * ${space.sm})`,
  marginInlineEnd: `calc(-1 * ${space.sm})`,
  fontSize: '1.25rem',
  minWidth: '44px',
  paddingInline: 0,
});

export const body = style({ lineHeight: lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.sm,
});
