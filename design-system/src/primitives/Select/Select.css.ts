import { style } from '@vanilla-extract/css';
import { fontWeight, motion, space, vars } from '../../theme';
import * as fieldStyles from '../shared/field.css';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';
import * as popoverStyles from '../shared/popover.css';

export const trigger = style([
  fieldStyles.control,
  fieldStyles.controlText,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flexShrink: 0,
  fontSize: '1.125rem',
  color: vars.color.textMuted,
  transition: `transform ${motion.fastMs}ms ease`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

// As wide as the trigger (RAC sets --trigger-width).
export const popover = style([popoverStyles.popover, { minWidth: 'var(--trigger-width)' }]);

export const listBox = popoverStyles.popoverList;

export const option = style([
  popoverStyles.popoverItem,
  {
    gap: space.sm,
    selectors: {
      // A check mark, not only a colour, tells the chosen option apart.
      '&[data-selected]': { fontWeight: fontWeight.bold },
      // Alt text "" keeps the mark out of the option's accessible name (aria-selected says it).
      '&[data-selected]::after': { content: '"✓" / ""', marginInlineStart: 'auto', color: vars.color.success },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'line-through' },
    },
  },
]);

/** The stand-in is a plain button: it shows focus and hover by the browser's own states. */
export const standInTrigger = style({
  selectors: {
    '&:focus-visible': focusRingStyle,
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
  },
});
