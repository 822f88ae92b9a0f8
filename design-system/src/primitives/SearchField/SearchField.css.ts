import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import * as fieldStyles from '../shared/field.css';

export const field = style([fieldStyles.field]);

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: '12px',
  fontSize: '1.125rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** Room for the magnifier on the left and the clear button on the right. */
export const input = style([
  fieldStyles.input,
  {
    paddingInlineStart: '40px',
    paddingInlineEnd: '48px',
    // The browser's own clear cross would double ours.
    '::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
  },
]);

export const clearButton = style([
  fieldStyles.trailingButton,
  {
    fontSize: '1.125rem',
    selectors: {
      // Nothing to clear: the button leaves the page and the tab order (RAC sets data-empty).
      [`${field}[data-empty] &`]: { display: 'none' },
    },
  },
]);
