/**
 * The SSR entry of widgets/vite.feed.config.ts → widgets/dist/feed/server.js, which the BFF
 * imports at run time (bff/src/services/feed-renderer.ts), next to the CSS file it writes.
 */
export { renderEmbedPage, renderFeedFragment } from './renderFeed';
