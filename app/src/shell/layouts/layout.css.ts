import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, space } from '@city/design-system/theme';

/** Page layout only: widths and spacing. Everything visual comes from the design system. */
export const content = style({
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${space.xl} ${space.lg} ${space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  '@media': { [breakpoints.mobile]: { padding: `${space.lg} ${space.sm} ${space.xxl}` } },
});

export const bare = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
});

export const centred = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '50vh',
  padding: space.xxl,
});

/*
 * Focus moves to the page's h1 after navigation (a11y, see lib/focusPageHeading); the heading is
 * not a control, so it gets no focus ring.
 */
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });
