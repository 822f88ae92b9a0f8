import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { reducedMotionQuery } from '../shared/interaction';
import { TOAST_VIEW_TRANSITION } from './viewTransition';

const toastClass = `.${TOAST_VIEW_TRANSITION}`;

export const region = style({
  position: 'fixed',
  zIndex: 200,
  display: 'flex',
  gap: space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
});

export const placement = styleVariants({
  'top-right': { top: space.lg, right: space.lg, flexDirection: 'column' },
  // Newest toast nearest the screen edge.
  'bottom-left': { bottom: space.lg, left: space.lg, flexDirection: 'column-reverse' },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.md,
  padding: `${space.md} ${space.sm} ${space.md} ${space.lg}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: radius.md,
  boxShadow: vars.shadow.popover,
  // Each toast also gets a unique view-transition-name (its key) inline; this class groups them.
  viewTransitionClass: TOAST_VIEW_TRANSITION,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tone = styleVariants({
  error: { borderLeftColor: vars.color.danger },
  success: { borderLeftColor: vars.color.success },
  info: { borderLeftColor: vars.color.info },
  warning: { borderLeftColor: vars.color.warning },
});

export const iconTone = styleVariants({
  error: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
});

export const icon = style({ flexShrink: 0, fontSize: '1.25rem', marginTop: '0.1rem' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  flex: 1,
  minWidth: 0,
  lineHeight: lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: fontWeight.bold, fontSize: fontSize.md });

export const description = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const closeButton = style({ flexShrink: 0, minWidth: '32px', paddingInline: 0, fontSize: '1rem' });

// docs/accounts.md#site-frame: enter 225 ms, exit 195 ms.
const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });
const fadeOut = keyframes({ to: { opacity: 0, transform: 'translateX(16px)' } });

globalStyle(`::view-transition-new(${toastClass}):only-child`, {
  animation: `${slideIn} ${motion.toastEnterMs}ms cubic-bezier(0.2, 0, 0, 1)`,
});
globalStyle(`::view-transition-old(${toastClass}):only-child`, {
  animation: `${fadeOut} ${motion.toastExitMs}ms cubic-bezier(0.4, 0, 1, 1)`,
});
globalStyle(`::view-transition-group(${toastClass})`, {
  animationDuration: `${motion.toastEnterMs}ms`,
});
// The rest of the page does not change during a toast update: no page-wide cross-fade.
globalStyle(
  `html:active-view-transition-type(${TOAST_VIEW_TRANSITION})::view-transition-old(root), ` +
    `html:active-view-transition-type(${TOAST_VIEW_TRANSITION})::view-transition-new(root)`,
  { animation: 'none' },
);
globalStyle(`::view-transition-group(${toastClass}), ::view-transition-new(${toastClass}), ::view-transition-old(${toastClass})`, {
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});
