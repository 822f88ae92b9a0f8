import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';
import { focusRingStyle } from '../../primitives/shared';
import { visuallyHiddenStyle } from '../../primitives/shared/visuallyHidden.css';

export const HEADER_HEIGHT = '64px';

// Sticky at the top: it stays in view like a fixed header without covering the page's start.
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.lg,
  minHeight: HEADER_HEIGHT,
  padding: `${space.sm} ${space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.mobile]: { padding: `${space.sm} ${space.md}`, gap: space.sm, flexWrap: 'wrap' } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '44px',
  minHeight: '44px',
  gap: space.sm,
  borderRadius: radius.sm,
  color: vars.color.text,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.focusRing },
    '&[data-focus-visible]': focusRingStyle,
  },
  // Two lines on a phone leave room for the create button, theme toggle and menu.
  '@media': { [breakpoints.mobile]: { fontSize: fontSize.sm, whiteSpace: 'normal', lineHeight: lineHeight.tight } },
});

// On the narrowest phones only the mark stays visible; the text still names the link.
export const logoText = style({
  '@media': { 'screen and (max-width: 400px)': visuallyHiddenStyle },
});

export const logoMark = style({
  width: '1.5em',
  height: '1.5em',
  flexShrink: 0,
  color: vars.color.accent,
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  marginInlineStart: 'auto',
});

// Desktop: between the logo and the tools. Phone: a row of its own under them (order), scrolling
// sideways rather than wrapping mid-label when a translation is long.
export const sections = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minWidth: 0,
  '@media': {
    [breakpoints.mobile]: { order: 3, flexBasis: '100%', overflowX: 'auto', marginInline: `calc(-1 * ${space.xs})` },
  },
});

export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: space.sm,
  borderRadius: radius.sm,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingStyle,
    // The current section: aria-current says it to assistive technology, colour and underline show it.
    '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px' },
  },
});
