import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '@city/design-system/theme';

/**
 * Layout only, for what the back office shows outside the admin layout: it sits beside the site's
 * main layout, not in it, so these pages bring their own spacing.
 */
export const deniedPage = style({
  width: '100%',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${space.xxl} ${space.lg}`,
  '@media': { [breakpoints.mobile]: { padding: `${space.xl} ${space.sm}` } },
});

export const loadingPage = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '50vh',
  padding: space.xxl,
});
