import { style, styleVariants } from '@vanilla-extract/css';
import type { PasswordStrengthTone } from '@city/contracts';
import { contentWidth, fontSize, fontWeight, radius, space, vars } from '../../theme';

// As wide as the auth card's content at most, so the meter looks the same alone on a wide page.
export const root = style({ display: 'flex', flexDirection: 'column', gap: space.sm, width: '100%', maxWidth: contentWidth.auth });

export const rules = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.sm,
});

export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-met]': { color: vars.color.success } },
});

// At 16px the icon grid's 2-unit stroke would thin to 1.3px: the check mark keeps a 2px line,
// the empty ring a lighter 1.5px one.
export const metIcon = style({ flexShrink: 0, width: '16px', height: '16px', strokeWidth: 3 });
export const unmetIcon = style([metIcon, { strokeWidth: 2.25 }]);

export const meter = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const meterHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: fontSize.sm,
});

export const meterLabel = style({ color: vars.color.textMuted });

const toneColor: Record<PasswordStrengthTone, string> = {
  red: vars.color.danger,
  orange: vars.color.orange,
  yellow: vars.color.yellow,
  green: vars.color.success,
};

// The verdict is text-coloured: yellow and orange text would miss AA on the page background; the bar carries the tone.
export const level = style({ color: vars.color.text, fontWeight: fontWeight.bold });

export const track = style({
  height: space.xs,
  borderRadius: radius.pill,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = styleVariants(toneColor, (color) => ({
  height: '100%',
  minWidth: space.xs,
  background: color,
  borderRadius: radius.pill,
  transition: 'width 150ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
}));
