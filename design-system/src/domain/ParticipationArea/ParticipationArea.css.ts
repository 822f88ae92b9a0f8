import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

export const area = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  selectors: {
    '&[data-variant="full"]': { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xs,
  margin: 0,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.md,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.tight,
  selectors: {
    '&[data-tone="info"]': { background: vars.color.infoSurface },
    '&[data-tone="warning"]': { background: vars.color.warningSurface },
    '&[data-tone="neutral"]': { background: vars.color.surfaceMuted },
  },
});

export const noticeIcon = style({
  flexShrink: 0,
  width: '1.15em',
  height: '1.15em',
  selectors: {
    [`${notice}[data-tone="info"] &`]: { color: vars.color.info },
    [`${notice}[data-tone="warning"] &`]: { color: vars.color.warning },
    [`${notice}[data-tone="neutral"] &`]: { color: vars.color.textMuted },
  },
});
