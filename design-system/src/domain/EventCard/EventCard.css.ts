import { style } from '@vanilla-extract/css';
import { darkTheme, fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, insetFocusRingStyle, reducedMotionQuery } from '../../primitives/shared';
import type { CategoryArt } from './categoryArt';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
  transition: `box-shadow ${motion.fastMs}ms ease, border-color ${motion.fastMs}ms ease`,
  selectors: {
    '&:not([data-variant="full"]):hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.popover },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

/** Everything interactive sits above the stretched link's overlay. */
export const raised = style({ position: 'relative', zIndex: 1 });

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  flexShrink: 0,
  background: vars.color.surfaceMuted,
  selectors: {
    [`${card}[data-variant="full"] &`]: { aspectRatio: '21 / 9', maxHeight: '420px' },
  },
});

/**
 * Out of the flow, so an upload of any shape (a 400×1200 portrait) cannot grow the box past its
 * ratio (an in-flow image's height is the box's automatic minimum); cropped to cover it.
 */
export const image = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

const art: Record<CategoryArt, string> = {
  leisure: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.yellow})`,
  culture: `linear-gradient(135deg, ${vars.color.info}, ${vars.color.accent})`,
  learning: `linear-gradient(135deg, ${vars.color.success}, ${vars.color.info})`,
  sport: `linear-gradient(135deg, ${vars.color.orange}, ${vars.color.yellow})`,
  other: `linear-gradient(135deg, ${vars.color.borderStrong}, ${vars.color.surfaceMuted})`,
};

/**
 * In the dark theme the palette's colours are light (they are made for text on dark): a gradient
 * of them would be the brightest thing on the page. So the placeholder mixes each into the
 * surface, no brighter than the card's muted text beside it (the stories measure it).
 */
const dimmed = (color: string) => `color-mix(in srgb, ${color} 38%, ${vars.color.surface})`;
const darkArt: Record<CategoryArt, string> = {
  leisure: `linear-gradient(135deg, ${dimmed(vars.color.accent)}, ${dimmed(vars.color.yellow)})`,
  culture: `linear-gradient(135deg, ${dimmed(vars.color.info)}, ${dimmed(vars.color.accent)})`,
  learning: `linear-gradient(135deg, ${dimmed(vars.color.success)}, ${dimmed(vars.color.info)})`,
  sport: `linear-gradient(135deg, ${dimmed(vars.color.orange)}, ${dimmed(vars.color.yellow)})`,
  other: `linear-gradient(135deg, ${dimmed(vars.color.borderStrong)}, ${vars.color.surfaceMuted})`,
};

export const placeholder = style({
  width: '100%',
  height: '100%',
  selectors: Object.fromEntries([
    ...Object.entries(art).map(([name, gradient]) => [`&[data-art="${name}"]`, { backgroundImage: gradient }]),
    ...Object.entries(darkArt).map(([name, gradient]) => [`${darkTheme} &[data-art="${name}"]`, { backgroundImage: gradient }]),
    // A failed image is a fault, not a category's art: its box is the card's own surfaces, drawn
    // from the theme's variables, so it follows whichever theme is nearest (a dark frame inside a
    // light page too) and the message on it is the one thing that stands out. Listed last with the
    // weight of the themed art's selectors, it wins over them in either theme.
    ['&[data-failed][data-art]', { backgroundImage: `linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.surfaceRaised})` }],
  ]),
});

export const imageError = style({
  position: 'absolute',
  insetInline: space.md,
  bottom: space.md,
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: fontSize.sm,
  width: 'fit-content',
});

export const imageErrorIcon = style({ flexShrink: 0, color: vars.color.danger });

export const favorite = style({
  position: 'absolute',
  top: space.sm,
  right: space.sm,
  // Above the stretched link's overlay, which is a later sibling in the card.
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '1.375rem',
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
  transition: `transform ${motion.fastMs}ms ease, color ${motion.fastMs}ms ease`,
  selectors: {
    '&[data-hovered]': { color: vars.color.danger },
    '&[data-selected]': { color: vars.color.danger },
    '&[data-pressed]': { transform: 'scale(0.92)' },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none', selectors: { '&[data-pressed]': { transform: 'none' } } } },
});

export const favoriteIcon = style({ display: 'block' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  flex: 1,
  minWidth: 0,
  padding: space.lg,
  selectors: { [`${card}[data-variant="full"] &`]: { padding: space.xl, gap: space.md } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
}) as const;

// docs/events.md#creating-and-editing: title at most 2 lines, description 3 in the grid (and the partner feed's
// cards); the event page shows all.
export const title = style({
  margin: 0,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    [`${card}:not([data-variant="full"]) &`]: clamp(2),
    [`${card}[data-variant="full"] &`]: { fontSize: fontSize.xxl },
  },
});

/**
 * The stretched title link: its ::after covers the card, so a click anywhere opens the event.
 * Hover and focus are the caller's: react-aria's data attributes here, plain pseudo-classes in
 * the partner feed's card (FeedEventCard), which runs without script.
 */
export const stretchedLinkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: radius.lg,
  },
} as const;

export const titleLink = style({
  ...stretchedLinkStyle,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': insetFocusRingStyle,
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    [`${card}[data-variant="grid"] &`]: clamp(3),
    [`${card}[data-variant="full"] &`]: { fontSize: fontSize.md, whiteSpace: 'pre-line', color: vars.color.text },
  },
});

export const rubleIcon = style({ verticalAlign: '-0.125em' });

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.sm,
});

export const fact = style({ display: 'flex', alignItems: 'center', gap: space.sm, minWidth: 0 });

export const factIcon = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: '1.1em' });

export const duration = style({ color: vars.color.textMuted });

// docs/events.md#the-card: the address on one line in the grid (and in the partner feed's cards).
export const address = style({
  minWidth: 0,
  selectors: {
    [`${card}:not([data-variant="full"]) &`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
});

export const organizer = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const notices = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const noticeIcon = style({ flexShrink: 0, width: '1.25em', height: '1.25em', marginTop: '0.05em' });

export const complaintNotice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: fontSize.sm,
});

export const systemComplaintBanner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  fontSize: fontSize.sm,
});

export const bannerTitle = style({ margin: 0, fontWeight: fontWeight.bold });

export const bannerText = style({ margin: 0 });

export const actions = style([
  raised,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: space.sm,
    // Pins the actions to the bottom so cards of one grid row line up.
    marginTop: 'auto',
    paddingTop: space.xs,
    selectors: {
      [`${card}[data-variant="full"] &`]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
    },
  },
]);
