import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

/** One row above the login form: the picture on the left, what and when on the right. */
export const teaser = style({
  display: 'flex',
  gap: space.md,
  alignItems: 'center',
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

/** The card's picture box (EventCardPicture fills it), 16:9 as on the cards. */
export const media = style({
  position: 'relative',
  flex: '0 0 auto',
  width: '7.5rem',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: radius.sm,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const caption = style({ margin: 0, fontSize: fontSize.xs, color: vars.color.textMuted });

/** Two lines at most, as on the cards (docs/events.md#the-card). */
export const title = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const fact = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The grey bars of a teaser still loading, as tall as the lines that replace them. */
const bar = style({ borderRadius: radius.sm, background: vars.color.border });
export const skeletonBody = style([body, { flex: 1 }]);
export const skeletonMedia = style([bar, { width: '100%', height: '100%' }]);
export const skeletonTitle = style([bar, { height: `calc(${fontSize.md} * ${lineHeight.tight})`, width: '80%' }]);
export const skeletonFact = style([bar, { height: `calc(${fontSize.sm} * ${lineHeight.normal})`, width: '60%' }]);
