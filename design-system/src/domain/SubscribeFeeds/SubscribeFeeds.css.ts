import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fontFamily, fontSize, fontWeight, radius, space } from '../../theme/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: 0, padding: 0, border: 'none' });

export const sectionTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: fontWeight.bold });

export const row = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const rowLabel = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const urlLine = style({ display: 'flex', gap: space.sm, alignItems: 'center' });

/** A long URL breaks anywhere rather than widening the dialog (it has no words to keep whole). */
export const url = style({
  flex: 1,
  minWidth: 0,
  padding: `${space.xs} ${space.sm}`,
  fontFamily: fontFamily.mono,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.sm,
  userSelect: 'all',
});

export const copyButton = style({ flexShrink: 0 });
