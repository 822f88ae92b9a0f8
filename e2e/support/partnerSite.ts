import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * docs/partner-feed.md#what-partners-get: a partner's site on an origin of its own. It listens on another port and is addressed
 * as `localhost` while the platform is `127.0.0.1`, so the two are different sites as well as
 * different origins: nothing the widget does can lean on sharing the platform's cookies or origin.
 */
export interface PartnerSite {
  origin: string;
  /** Serves `page` at a fresh path and answers its URL. */
  publish(page: PartnerPage): string;
  close(): Promise<void>;
}

export interface PartnerPage {
  title: string;
  /** The body's HTML, as the partner wrote it. */
  body: string;
  /** The page frames the platform (the iframe variant): the CSP then lets the platform's origin be framed. */
  framesPlatform?: boolean;
}

/** The partner's own stylesheet: it styles the page around the feed and must not reach into it. */
const PARTNER_STYLESHEET = `
body { margin: 0 auto; max-width: 1100px; padding: 24px; font-family: Georgia, serif; color: #202020; background: #ffffff; }
article, li, a { background: rgb(255, 0, 0); }
`;

/**
 * The strict policy docs/partner-feed.md#styles names: only the platform's origin may run script, be fetched and
 * serve images; the page's own stylesheet is the only style. No inline style, no eval.
 */
export function partnerContentSecurityPolicy(platformOrigin: string, { framesPlatform = false } = {}): string {
  return [
    "default-src 'none'",
    `script-src ${platformOrigin}`,
    `connect-src ${platformOrigin}`,
    `img-src ${platformOrigin} data:`,
    "style-src 'self'",
    ...(framesPlatform ? [`frame-src ${platformOrigin}`] : []),
  ].join('; ');
}

function documentOf({ title, body }: PartnerPage): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/site.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export async function startPartnerSite(platformUrl: string): Promise<PartnerSite> {
  const platformOrigin = new URL(platformUrl).origin;
  const pages = new Map<string, PartnerPage>();
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://partner.invalid').pathname;
    if (pathname === '/site.css') {
      response.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' }).end(PARTNER_STYLESHEET);
      return;
    }
    const page = pages.get(pathname);
    if (!page) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Нет такой страницы');
      return;
    }
    response
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': partnerContentSecurityPolicy(platformOrigin, { framesPlatform: page.framesPlatform }),
        'Cache-Control': 'no-store',
      })
      .end(documentOf(page));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  let published = 0;
  return {
    origin,
    publish(page) {
      const pathname = `/page-${++published}.html`;
      pages.set(pathname, page);
      return `${origin}${pathname}`;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface FeedAttributes {
  /** The light-DOM id, so a journey can find this feed among several. */
  id: string;
  category?: string;
  search?: string;
  date?: string;
  limit?: number;
  theme?: 'light' | 'dark' | 'auto';
  layout?: 'grid' | 'list' | 'compact';
  title?: string;
  partner?: string;
}

/** The partner's text of the snippet: the element with its fallback link to the platform's list inside. */
export function feedElement(platformUrl: string, { id, ...attributes }: FeedAttributes): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  return `<city-events-feed id="${escapeHtml(id)}"${written}><a href="${escapeHtml(platformUrl)}/events">Афиша</a></city-events-feed>`;
}

/** The one script tag partners add. */
export const widgetScript = (platformUrl: string): string => `<script src="${escapeHtml(platformUrl)}/widget.js" async></script>`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * What the partner's page heard that it should not: uncaught errors and console errors (the
 * widget never logs; the browser itself reports CSP refusals here). The browser's own line for
 * a request a journey made fail on purpose is passed over through `expectedFailure`.
 */
export function watchPageProblems(page: Page, expectedFailure?: (message: ConsoleMessage) => boolean): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (expectedFailure?.(message)) return;
    problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  });
  return () => problems;
}
