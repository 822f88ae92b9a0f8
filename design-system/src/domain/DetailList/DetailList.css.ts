import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, fontWeight, space, vars } from '../../theme';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  columnGap: space.lg,
  rowGap: space.sm,
  margin: 0,
  fontSize: fontSize.sm,
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: '1fr', rowGap: space.xxs } },
});

export const term = style({ color: vars.color.textMuted, fontWeight: fontWeight.medium });

export const detail = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.mobile]: { marginBottom: space.sm } },
});
