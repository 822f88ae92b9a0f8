import { style } from '@vanilla-extract/css';
import { radius, vars } from '../../theme';

export const field = style({});

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: '12px',
  fontSize: '1.125rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** Room for the magnifier on the left and the clear button on the right. */
export const input = style({
  paddingInlineStart: '40px',
  paddingInlineEnd: '48px',
  // The browser's own clear cross would double ours.
  '::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
});

export const clearButton = style({
  position: 'absolute',
  insetBlock: '4px',
  insetInlineEnd: '4px',
  width: '40px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '1.125rem',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    // Nothing to clear: the button leaves the page and the tab order (RAC sets data-empty).
    [`${field}[data-empty] &`]: { display: 'none' },
  },
});
