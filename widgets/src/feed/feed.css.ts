import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { feedEventCardParts as card } from '@city/design-system/FeedEventCard';
import { focusRingStyle } from '@city/design-system/interaction';
import {
  darkPalette,
  fontFamily,
  fontSize,
  fontWeight,
  lightPalette,
  lineHeight,
  radius,
  space,
  vars,
  type Palette,
} from '@city/design-system/theme';
import { FEED_DIMENSIONS } from './dimensions';

/**
 * docs/partner-feed.md#styles: every style of the feed, written for the widget's SHADOW ROOT (and the iframe page's
 * declarative one). The host element carries the partner's choices as attributes (theme, layout),
 * so they are read with :host(); the design system's theme variables are set on the host from
 * the same palettes the app's themes are made of. A partner's custom properties (--cef-*) win
 * over the theme's values; nothing else from the partner's page reaches in.
 */

/** The theme's variables on the host, with the partner's custom properties in front of them. */
function hostTheme(palette: Palette) {
  const background = `var(--cef-bg, ${palette.color.background})`;
  return assignVars(vars, {
    color: {
      ...palette.color,
      accent: `var(--cef-accent, ${palette.color.accent})`,
      // A partner's dark accent needs light text on it (the category badge): --cef-on-accent.
      onAccent: `var(--cef-on-accent, ${palette.color.onAccent})`,
      background,
      // The partner's background is the cards' too, so --cef-bg and --cef-fg always meet.
      surface: `var(--cef-bg, ${palette.color.surface})`,
      surfaceRaised: `var(--cef-bg, ${palette.color.surfaceRaised})`,
      text: `var(--cef-fg, ${palette.color.text})`,
    },
    shadow: palette.shadow,
  });
}

const cardRadius = `var(--cef-radius, ${radius.lg})`;
const prefersDark = '(prefers-color-scheme: dark)';

globalStyle(':host', {
  vars: hostTheme(lightPalette),
  display: 'block',
  // The cards' widths follow the feed's box, not the partner's window.
  containerType: 'inline-size',
  colorScheme: 'light',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: `var(--cef-font, ${fontFamily.body})`,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  textAlign: 'start',
});
globalStyle(':host([hidden])', { display: 'none' });
globalStyle(':host([theme="light"])', { vars: hostTheme(lightPalette), colorScheme: 'light' });
globalStyle(':host([theme="dark"])', { vars: hostTheme(darkPalette), colorScheme: 'dark' });
// docs/partner-feed.md#styles: light unless the partner asks otherwise (their page is light whatever the
// reader's system says); only theme="auto" follows the reader's prefers-color-scheme.
globalStyle(':host([theme="auto"])', {
  '@media': { [prefersDark]: { vars: hostTheme(darkPalette), colorScheme: 'dark' } },
});

/** The fragment's root (`data-cef-feed`). */
export const root = style({ minWidth: 0 });

/** The feed's heading on the iframe page (the element draws its own). */
export const heading = style({
  margin: `0 0 ${space.md}`,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const list = style({
  display: 'grid',
  // One column in a 320 px container, as many 240 px ones as fit in a wide one.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${FEED_DIMENSIONS.gridMinColumn}px, 100%), 1fr))`,
  gap: `${FEED_DIMENSIONS.gap}px`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Every card has the fixed height the element's skeleton reserved, so nothing moves when it arrives. */
export const item = style({ minWidth: 0, height: `${FEED_DIMENSIONS.cardHeight.grid}px` });

globalStyle(`:host([layout="list"]) ${list}, :host([layout="compact"]) ${list}`, { gridTemplateColumns: '1fr' });
globalStyle(`:host([layout="list"]) ${item}`, { height: `${FEED_DIMENSIONS.cardHeight.list}px` });
globalStyle(`:host([layout="compact"]) ${item}`, { height: `${FEED_DIMENSIONS.cardHeight.compact}px` });

globalStyle(`${card.card}, ${card.titleLink}::after`, { borderRadius: cardRadius });

/*
 * docs/partner-feed.md#styles: no text is cut mid-word. A title wraps at spaces and shows the whole
 * lines its layout has room for (the browser's line-clamp ellipsis would cut the last word, so the
 * lines past the room are hidden instead); break-word splits only a string longer than the line (a
 * URL). A row of chips or facts wraps, and the one row the card has room for shows the items that
 * fit whole. The card's own selectors are (0,3,0), so these start from the card to win.
 */
const wholeLines = (lines: number, height: string = lineHeight.tight) =>
  ({
    display: 'block',
    WebkitLineClamp: 'none',
    maxHeight: `calc(${lines} * ${height}em)`,
    overflow: 'hidden',
    overflowWrap: 'break-word',
    whiteSpace: 'normal',
    textOverflow: 'clip',
  }) as const;
/** A chip's height: the Badge's line, padding and 1 px border (design-system/src/primitives/Badge). */
const chipRow = `calc(${fontSize.xs} * ${lineHeight.tight} + 2 * ${space.xxs} + 2px)`;
globalStyle(`:host ${card.card} ${card.body} ${card.title}`, wholeLines(2));
globalStyle(`:host ${card.card} ${card.fact} ${card.address}`, wholeLines(1, lineHeight.normal));
globalStyle(`:host ${card.badges} > li`, { display: 'flex' });

// list: the picture on the left, badges, the title (two lines) and one line of facts on the right.
globalStyle(`:host([layout="list"]) ${card.card}`, { flexDirection: 'row' });
globalStyle(`:host([layout="list"]) ${card.media}`, { width: '176px', height: '100%' });
globalStyle(`:host([layout="list"]) ${card.body}`, { padding: `${space.md} ${space.lg}` });
globalStyle(`:host([layout="list"]) ${card.facts}`, {
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap: `0 ${space.md}`,
  maxHeight: `calc(${lineHeight.normal} * 1em)`,
  overflow: 'hidden',
});
globalStyle(`:host([layout="list"]) ${card.fact}`, { flexShrink: 0 });
// The address takes what is left of the row when that is room for a few words, else the next (hidden) row.
globalStyle(`:host([layout="list"]) ${card.fact}:last-child`, { flex: '1 1 8em' });
globalStyle(`:host([layout="list"]) ${card.badges}`, { flexWrap: 'wrap', maxHeight: chipRow, overflow: 'hidden' });
globalStyle(`:host([layout="list"]) ${card.media}`, {
  '@container': { '(max-width: 480px)': { width: '96px' } },
});
// A narrow list (a phone, a sidebar): a smaller picture, the badges on one line, date and time only.
const narrow = '(max-width: 480px)';
globalStyle(`:host([layout="list"]) ${card.fact}:nth-child(3), :host([layout="list"]) ${card.duration}`, {
  '@container': { [narrow]: { display: 'none' } },
});
globalStyle(`:host([layout="list"]) ${card.title}`, { '@container': { [narrow]: { fontSize: fontSize.md } } });

// compact: no picture; the title on one line, then the date and time and the badges.
globalStyle(`:host([layout="compact"]) ${card.media}`, { display: 'none' });
globalStyle(`:host([layout="compact"]) ${card.body}`, {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto auto',
  alignItems: 'center',
  columnGap: space.md,
  rowGap: space.xs,
  padding: `${space.sm} ${space.md}`,
});
globalStyle(`:host([layout="compact"]) ${card.body} ${card.title}`, {
  ...wholeLines(1),
  gridColumn: '1 / -1',
  gridRow: 1,
  margin: 0,
  fontSize: fontSize.md,
});
globalStyle(`:host([layout="compact"]) ${card.facts}`, { gridColumn: 1, gridRow: 2, flexDirection: 'row', gap: space.sm });
// Only the date and the time, without icons or duration, so the badges keep room in 320 px.
globalStyle(`:host([layout="compact"]) ${card.fact}:nth-child(n + 3), :host([layout="compact"]) ${card.factIcon}, :host([layout="compact"]) ${card.duration}`, {
  display: 'none',
});
globalStyle(`:host([layout="compact"]) ${card.fact}`, { whiteSpace: 'nowrap' });
globalStyle(`:host([layout="compact"]) ${card.badges}`, { gridColumn: 2, gridRow: 2, flexWrap: 'wrap', maxHeight: chipRow, overflow: 'hidden' });
// The price first: the category's long label is the one left out of a narrow feed.
globalStyle(`:host([layout="compact"]) ${card.badges} > li:last-child`, { order: -1 });
globalStyle(`:host([layout="list"]) ${card.badges} > li:last-child`, { '@container': { [narrow]: { order: -1 } } });

export const empty = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xs} ${space.md}`,
  padding: space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: cardRadius,
  background: vars.color.surface,
});

export const emptyText = style({ margin: 0, color: vars.color.text, fontWeight: fontWeight.medium });

export const emptyLink = style({
  color: vars.color.link,
  borderRadius: radius.sm,
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRingStyle, '&:hover': { textDecorationThickness: '2px' } },
});
