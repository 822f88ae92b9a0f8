import { z } from 'zod';
import { plainText } from './text';
import { publicEventsQuerySchema, type PublicEventsResponse } from './publicFeed';

/**
 * docs/partner-feed.md#html-fragment: the partner widget's server side. `GET /api/public/feed` answers the cards as one HTML
 * fragment (the element inserts it into its shadow root), `/api/public/feed.css` the styles of
 * that fragment, `/embed/feed` the same feed as a whole page for an iframe.
 */
export const PUBLIC_FEED_FRAGMENT_PATH = '/api/public/feed';
export const PUBLIC_FEED_CSS_PATH = '/api/public/feed.css';
export const EMBED_FEED_PATH = '/embed/feed';
export const WIDGET_SCRIPT_PATH = '/widget.js';

/** A partner id as it goes into links: lowercase latin letters, digits, `_` and `-`, up to 40. */
export const PARTNER_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export const FEED_THEMES = ['light', 'dark', 'auto'] as const;
export type FeedTheme = (typeof FEED_THEMES)[number];
/** The same three as the widget's FEED_LAYOUTS (widgets/src/feed/dimensions.ts checks they agree). */
export const EMBED_FEED_LAYOUTS = ['grid', 'list', 'compact'] as const;
export type EmbedFeedLayout = (typeof EMBED_FEED_LAYOUTS)[number];

export const FEED_TITLE_MAX = 100;

export const PARTNER_FEED_MESSAGES = {
  partnerInvalid: 'Параметр partner: латинские строчные буквы, цифры, «_» и «-», до 40 символов',
  themeInvalid: 'Параметр theme: ожидается light, dark или auto',
  layoutInvalid: 'Параметр layout: ожидается grid, list или compact',
  titleTooLong: `Параметр title: не длиннее ${FEED_TITLE_MAX} символов`,
  feedNotBuilt: 'Лента для партнёров не собрана',
  widgetNotBuilt: 'Виджет для партнёров не собран',
} as const;

/**
 * The query of GET /api/public/feed: the JSON feed's rules plus the partner whose links carry utm.
 * The category is any label here: a partner types it into an attribute, and a label that is none
 * of the five matches no event, so their page shows the feed's empty state rather than an error
 * box (the JSON feed keeps its 400, since a developer there wants to learn of the typo).
 */
export const publicFeedQuerySchema = publicEventsQuerySchema.extend({
  category: z
    .string()
    .trim()
    .optional()
    .transform((label) => (label ? label : undefined)),
  partner: plainText({ error: PARTNER_FEED_MESSAGES.partnerInvalid }).regex(PARTNER_ID_PATTERN, PARTNER_FEED_MESSAGES.partnerInvalid).optional(),
});
export type PublicFeedFilters = z.output<typeof publicFeedQuerySchema>;

/**
 * The query of GET /embed/feed: the feed's, plus how the page shows it (the element's attributes,
 * with the element's defaults: light unless the partner asks, docs/partner-feed.md#styles).
 */
export const embedFeedQuerySchema = publicFeedQuerySchema.extend({
  theme: z.enum(FEED_THEMES, { error: PARTNER_FEED_MESSAGES.themeInvalid }).default('light'),
  layout: z.enum(EMBED_FEED_LAYOUTS, { error: PARTNER_FEED_MESSAGES.layoutInvalid }).default('grid'),
  title: z
    .string()
    .trim()
    .max(FEED_TITLE_MAX, PARTNER_FEED_MESSAGES.titleTooLong)
    .optional()
    .transform((title) => (title ? title : undefined)),
});
export type EmbedFeedQuery = z.output<typeof embedFeedQuerySchema>;

/** A link into the platform followed from a partner's site: tagged with the partner when there is one. */
export function partnerLink(url: string, partner: string | undefined): string {
  if (partner === undefined) return url;
  const tagged = new URL(url);
  tagged.searchParams.set('utm_source', partner);
  tagged.searchParams.set('utm_medium', 'widget');
  return tagged.toString();
}

/** The platform's list of events, where the feed's empty state sends a reader. */
export const publicEventsPageUrl = (publicUrl: string): string => `${publicUrl}/events`;

export interface FeedFragmentInput {
  /** The events with their links already partner-tagged (the public feed service does it). */
  feed: PublicEventsResponse;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

export interface EmbedPageInput {
  /** The fragment as GET /api/public/feed answers it. */
  fragmentHtml: string;
  theme: FeedTheme;
  layout: EmbedFeedLayout;
  title?: string;
  /** Where the page loads the feed's CSS from (same origin: the page's CSP allows only 'self'). */
  cssHref: string;
}

/**
 * What the built server module of the widget (widgets/dist/feed/server.js) offers the BFF: the
 * design system's cards rendered with React on the server, and the iframe page around them.
 */
export interface FeedServerModule {
  renderFeedFragment(input: FeedFragmentInput): string;
  renderEmbedPage(input: EmbedPageInput): string;
}

