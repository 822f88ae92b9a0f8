import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

/** Every tone keeps its text above 4.5:1 on its own background, in both themes. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  maxWidth: '100%',
  padding: `${space.xxs} ${space.sm}`,
  border: '1px solid transparent',
  borderRadius: radius.pill,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="neutral"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      borderColor: vars.color.border,
    },
    '&[data-tone="accent"]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-tone="info"]': { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info },
    '&[data-tone="warning"]': {
      background: vars.color.warningSurface,
      color: vars.color.warning,
      borderColor: vars.color.warning,
    },
    '&[data-tone="danger"]': {
      background: vars.color.dangerSurface,
      color: vars.color.danger,
      borderColor: vars.color.danger,
    },
    '&[data-tone="success"]': {
      background: vars.color.successSurface,
      color: vars.color.success,
      borderColor: vars.color.success,
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.1em' });

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
