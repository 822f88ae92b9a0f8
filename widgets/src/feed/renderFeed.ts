import {
  EMBED_FEED_LAYOUTS,
  escapeHtml,
  type EmbedFeedLayout,
  type EmbedPageInput,
  type FeedFragmentInput,
  type FeedServerModule,
} from '@city/contracts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { FEED_LAYOUTS, type FeedLayout } from './dimensions';
import { FeedFragment } from './FeedFragment';
import * as styles from './feed.css';

// The page's layouts (contracts) are the widget's: a layout added on one side fails the type check.
EMBED_FEED_LAYOUTS satisfies readonly FeedLayout[];
FEED_LAYOUTS satisfies readonly EmbedFeedLayout[];

/** The feed's own region name when the partner gave no title (the element uses the same). */
const DEFAULT_FEED_LABEL = 'События города';

/** The fragment's HTML. Ids (the cards' title ids) carry a prefix of their own. */
export function renderFeedFragment(input: FeedFragmentInput): string {
  return renderToString(createElement(FeedFragment, input), { identifierPrefix: 'cef-' });
}


/**
 * docs/partner-feed.md#iframe-page: the feed as a whole page for site builders that strip scripts (an iframe). The same
 * element name and the same fragment in a declarative shadow root, so the same feed.css styles
 * it with no script at all. The stylesheet is also linked in the head for the page's own margin.
 */
export function renderEmbedPage({ fragmentHtml, theme, layout, title, cssHref }: EmbedPageInput): string {
  const css = escapeHtml(cssHref);
  const headingId = 'cef-feed-title';
  const label = title === undefined ? ` aria-label="${DEFAULT_FEED_LABEL}"` : ` aria-labelledby="${headingId}"`;
  const heading = title === undefined ? '' : `<h2 id="${headingId}" class="${styles.heading}">${escapeHtml(title)}</h2>`;
  return [
    '<!doctype html>',
    '<html lang="ru">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title ?? DEFAULT_FEED_LABEL)}</title>`,
    `<link rel="stylesheet" href="${css}">`,
    '</head>',
    '<body>',
    '<main>',
    `<city-events-feed theme="${theme}" layout="${layout}">`,
    '<template shadowrootmode="open">',
    `<link rel="stylesheet" href="${css}">`,
    `<section${label}>${heading}${fragmentHtml}</section>`,
    '</template>',
    '</city-events-feed>',
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

export const feedServerModule = { renderFeedFragment, renderEmbedPage } satisfies FeedServerModule;
