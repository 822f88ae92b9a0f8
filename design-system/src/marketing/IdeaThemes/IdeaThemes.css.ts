import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.normal,
});

export const noteIcon = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.info });

export const themes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const theme = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const ideas = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const idea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBottom: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const ideaTitle = style({ color: vars.color.text, fontWeight: fontWeight.medium, minWidth: 0 });
