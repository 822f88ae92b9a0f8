import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, radius, space, vars } from '../../theme';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.mobile]: { padding: space.md, gap: space.md } },
});

/** docs/events.md#on-a-phone: the button that unfolds the fields, on a phone only. */
export const foldToggle = style({
  display: 'none',
  '@media': { [breakpoints.mobile]: { display: 'block' } },
});

/** The fields: always shown on a wide screen; on a phone only once unfolded. */
export const foldable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  '@media': {
    [breakpoints.mobile]: {
      gap: space.md,
      selectors: { [`${panel}:not([data-unfolded]) &`]: { display: 'none' } },
    },
  },
});

export const search = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const searching = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  // Reserved height: the typing state does not push the filters down and up.
  minHeight: '1.5rem',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

/** As many columns as fit; a narrow (mobile) panel stacks them. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  alignItems: 'start',
  gap: space.md,
});

/** A field's label and input: the lazily loaded date picker's place while it arrives. */
export const pickerPending = style({ minHeight: '4.5rem' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${space.sm} ${space.lg}`,
});

export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space.xl,
});
