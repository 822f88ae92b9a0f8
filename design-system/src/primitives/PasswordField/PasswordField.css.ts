import { style } from '@vanilla-extract/css';
import { space, vars } from '../../theme';
import * as fieldStyles from '../shared/field.css';
import { focusRingStyle } from '../shared/interaction';

export const inputRow = style({ position: 'relative', display: 'flex' });

/** Room on the right for the show/hide toggle. */
export const input = style([fieldStyles.input, { paddingInlineEnd: '52px' }]);

export const toggle = style([
  fieldStyles.trailingButton,
  {
    fontSize: '1.25rem',
    selectors: {
      '&[data-selected]': { color: vars.color.text },
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { opacity: 0.55 },
    },
  },
]);

export const extra = style({ marginTop: space.xs });
