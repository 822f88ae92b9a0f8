import { keyframes, style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  transition: `border-color ${motion.fastMs}ms ease`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { ...focusRingStyle, borderColor: vars.color.focusRing },
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

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

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

export const popover = style({
  // As wide as the trigger (RAC sets --trigger-width).
  minWidth: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${popIn} ${motion.fastMs}ms ease-out` } },
  '@media': { [reducedMotionQuery]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: space.xs,
  maxHeight: 'inherit',
  overflowY: 'auto',
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  fontSize: fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    // A check mark, not only a colour, tells the chosen option apart.
    '&[data-selected]': { fontWeight: fontWeight.bold },
    // Alt text "" keeps the mark out of the option's accessible name (aria-selected says it).
    '&[data-selected]::after': { content: '"✓" / ""', marginInlineStart: 'auto', color: vars.color.success },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});
