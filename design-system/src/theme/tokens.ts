/** Theme-independent scales: spacing, type, radii, motion (docs/accounts.md#site-frame timings). */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;
export type Space = keyof typeof space;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.25rem',
} as const;
export type FontSize = keyof typeof fontSize;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const motion = {
  toastEnterMs: 225,
  toastExitMs: 195,
  modalMs: 300,
  fastMs: 150,
} as const;

/**
 * Content widths shared by components that must look the same inside and outside their usual
 * container: `auth` is the auth card's column, so a panel shown alone matches it.
 */
export const contentWidth = { auth: '28rem' } as const;

/** The widest phone layout, in CSS pixels; Storybook's viewport presets sit on both sides of it. */
export const breakpointWidths = { mobile: 640 } as const;
export const breakpoints = { mobile: `screen and (max-width: ${breakpointWidths.mobile}px)` } as const;
export const ACCENT = '#45C29D';
