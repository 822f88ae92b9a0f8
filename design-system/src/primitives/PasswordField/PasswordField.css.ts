import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme';
import { focusRingStyle } from '../shared/interaction';

export const inputRow = style({ position: 'relative', display: 'flex' });

/** Room on the right for the show/hide toggle. */
export const inputWithToggle = style({ paddingInlineEnd: '52px' });

export const toggle = style({
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
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-selected]': { color: vars.color.text },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const extra = style({ marginTop: space.xs });
