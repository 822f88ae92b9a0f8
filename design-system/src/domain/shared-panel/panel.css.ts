import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme';

/** A bordered block of its own on a page (who joined, the calendar feed): one look for all of them. */
export const panelSection = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
