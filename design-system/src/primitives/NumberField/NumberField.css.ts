import { style } from '@vanilla-extract/css';
import { fontSize, vars } from '../../theme';
import * as fieldStyles from '../shared/field.css';
import { focusRingStyle } from '../shared/interaction';

export const group = style([fieldStyles.controlGroup, { selectors: { '&[data-focus-visible]': focusRingStyle } }]);

export const input = style([
  fieldStyles.groupInput,
  {
    textAlign: 'center',
    outline: 'none',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
  },
]);

export const stepper = style([
  fieldStyles.fieldButton,
  {
    width: '44px',
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    font: 'inherit',
    fontSize: fontSize.lg,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.border },
      '&[data-disabled]': { color: vars.color.textMuted },
    },
  },
]);
