import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxl,
  width: '100%',
  maxWidth: '52rem',
  // A reading column in the middle of the wider page area.
  marginInline: 'auto',
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  padding: space.xxl,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.mobile]: { padding: `${space.xl} ${space.lg}` } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  paddingBottom: space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: fontSize.xxl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const lead = style({ margin: 0, color: vars.color.text, fontSize: fontSize.lg, lineHeight: lineHeight.normal });

export const content = style({ display: 'flex', flexDirection: 'column', gap: space.xxl });

export const related = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const relatedTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const relatedLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A comfortable touch target for each link in the row.
export const relatedItem = style({ display: 'flex', alignItems: 'center', minHeight: '44px' });
