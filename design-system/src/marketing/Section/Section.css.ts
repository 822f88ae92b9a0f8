import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../../domain/SiteHeader/SiteHeader.css';
import { fontSize, fontWeight, lineHeight, space, vars } from '../../theme';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  minWidth: 0,
  // The sticky header would cover the heading of a section reached through its #anchor.
  scrollMarginTop: `calc(${HEADER_HEIGHT} + ${space.lg})`,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: space.sm, maxWidth: '48rem' });

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    // Focus lands on the heading after a jump to the section (a11y); it is not a control.
    '&[tabindex="-1"]:focus': { outline: 'none' },
  },
});

export const level = styleVariants({
  2: { fontSize: fontSize.xl },
  3: { fontSize: fontSize.lg },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.md, lineHeight: lineHeight.normal });

/**
 * Running text inside a section (the static pages' paragraphs and plain lists) reads at a
 * comfortable measure. Lists with a class of their own (a feature grid, the steps) keep their look.
 */
export const body = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 });

globalStyle(`${body} > p, ${body} > ul:not([class]), ${body} > ol:not([class])`, {
  margin: 0,
  maxWidth: '48rem',
  color: vars.color.text,
  lineHeight: lineHeight.normal,
});

globalStyle(`${body} > ul:not([class]), ${body} > ol:not([class])`, {
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  paddingInlineStart: space.xl,
});
