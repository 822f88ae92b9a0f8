import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, fontWeight, radius, space, vars } from '../../theme';
import { focusRingStyle, insetFocusRingStyle } from '../../primitives/shared';
import { drawerFromRight, drawerOverlay } from '../../primitives/shared/drawer.css';

// docs/accounts.md#site-frame: a dropdown on desktop, a slide-out drawer on mobile; CSS picks one.
export const desktopOnly = style({
  display: 'contents',
  '@media': { [breakpoints.mobile]: { display: 'none' } },
});

export const mobileOnly = style({
  display: 'none',
  '@media': { [breakpoints.mobile]: { display: 'contents' } },
});

export const trigger = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
});

export const avatarIcon = style({ width: '18px', height: '18px' });

export const name = style({
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// 44 × 44 touch target around the avatar.
export const drawerTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

/** The stand-in is a plain button: it shows focus by the browser's own state. */
export const standInDrawerTrigger = style({ selectors: { '&:focus-visible': focusRingStyle } });

export const overlay = drawerOverlay;

export const drawer = style([drawerFromRight, { width: 'min(20rem, 85vw)', display: 'flex', flexDirection: 'column' }]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
  overflowY: 'auto',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const identity = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const drawerName = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const drawerEmail = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
});

export const closeButton = style({ width: '44px', minWidth: '44px', padding: 0, fontSize: fontSize.xl });

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: `${space.sm} 0`,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '48px',
  padding: `${space.sm} ${space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRingStyle,
    '&[data-tone="danger"]': { color: vars.color.danger },
  },
});
