import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, fontWeight, radius, space, vars } from '../../theme';
import { focusRingStyle, insetFocusRingStyle } from '../../primitives/shared';
import { drawerFromLeft, drawerOverlay } from '../../primitives/shared/drawer.css';

/** The whole page: the back office is not inside the site's layout, so it paints its own. */
export const page = style({
  minHeight: '100vh',
  padding: `${space.xl} ${space.lg} ${space.xxxl}`,
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [breakpoints.mobile]: { padding: `${space.lg} ${space.sm} ${space.xxl}` } },
});

// docs/back-office.md#layout: the sidebar beside the content on a wide screen, a drawer on a small one.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '14rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: space.xl,
  width: '100%',
  maxWidth: '90rem',
  margin: '0 auto',
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg } },
});

export const sidebar = style({
  position: 'sticky',
  top: space.lg,
  // A short window scrolls the sidebar itself, so 'Выйти' stays reachable.
  maxHeight: `calc(100vh - 2 * ${space.lg})`,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
  '@media': { [breakpoints.mobile]: { display: 'none' } },
});

export const mobileBar = style({
  display: 'none',
  '@media': { [breakpoints.mobile]: { display: 'flex', alignItems: 'center', gap: space.md } },
});

export const mobileTools = style({ marginInlineStart: 'auto' });

export const content = style({ display: 'flex', flexDirection: 'column', gap: space.xl, minWidth: 0 });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: space.md, padding: space.lg });

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  paddingBottom: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  // The theme switch is a 44 px button; the title keeps the row's rhythm without it.
  minHeight: '44px',
});

export const panelTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

// An e-mail wraps only at the breaks AdminPanel puts after «@» and dots; a part longer than the
// sidebar is cut with an ellipsis (the full address is in the title), never broken mid-word.
export const name = style({ margin: 0, fontWeight: fontWeight.bold, overflow: 'hidden', textOverflow: 'ellipsis' });

/** One part of an address between its breaks: kept on one line. */
export const addressPart = style({ whiteSpace: 'nowrap' });

export const roleLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const navList = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, margin: 0, padding: 0, listStyle: 'none' });

const entryBase = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  border: 'none',
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const navLink = style({
  ...entryBase,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRingStyle,
    // The current section: aria-current says it to assistive technology, the bar and weight show it.
    '&[aria-current="page"]': {
      background: vars.color.surfaceMuted,
      fontWeight: fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  paddingTop: space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const logout = style({
  ...entryBase,
  color: vars.color.danger,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRingStyle,
  },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const menuIcon = style({ width: '20px', height: '20px' });

export const currentSection = style({ margin: 0, fontWeight: fontWeight.bold, overflowWrap: 'anywhere' });

export const overlay = drawerOverlay;

export const drawer = style([drawerFromLeft, { width: 'min(18rem, 85vw)' }]);

export const drawerDialog = style({ height: '100%', overflowY: 'auto', outline: 'none' });

export const drawerHeader = style({ display: 'flex', justifyContent: 'flex-end', padding: `${space.sm} ${space.sm} 0` });

export const closeButton = style({ width: '44px', minWidth: '44px', padding: 0, fontSize: fontSize.xl });
