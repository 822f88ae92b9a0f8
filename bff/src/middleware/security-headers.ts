import { EMBED_FEED_PATH } from '@city/contracts';
import type { MiddlewareHandler } from 'hono';

/** Strict CSP: the built app has no inline scripts or styles (vanilla-extract emits static CSS). */
const POLICY_BEFORE_FRAMING = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];
const CONTENT_SECURITY_POLICY = [...POLICY_BEFORE_FRAMING, "frame-ancestors 'none'"].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * docs/partner-feed.md#iframe-page: the partner feed's iframe page may be framed by any site (site builders that strip
 * scripts embed it); everything else stays unframeable. X-Frame-Options has no "anyone" value,
 * so the page goes without it and the CSP's frame-ancestors decides.
 */
const { 'X-Frame-Options': _denyFraming, ...headersWithoutFrameOptions } = SECURITY_HEADERS;
export const EMBEDDABLE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...headersWithoutFrameOptions,
  'Content-Security-Policy': [...POLICY_BEFORE_FRAMING, 'frame-ancestors *'].join('; '),
};
const EMBEDDABLE_PATHS: ReadonlySet<string> = new Set([EMBED_FEED_PATH]);

/**
 * docs/operations.md#storybook: Storybook's own pages carry inline scripts and styles and frame their
 * stories from the same origin. Only its static files get this policy; they call no API.
 */
export const STORYBOOK_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...headersWithoutFrameOptions,
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
};
const isStorybookPath = (requestPath: string): boolean => requestPath === '/storybook' || requestPath.startsWith('/storybook/');

/**
 * docs/operations.md#configuration: under an https PUBLIC_URL browsers must never again try the site over plain http (a
 * first http request can be intercepted). A year, subdomains included. Never sent under http: it
 * would be ignored there, and a local instance must not pin localhost to https.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Set after the handler, so error answers and static files carry them too. */
export const securityHeaders =
  ({ strictTransport }: { strictTransport: boolean }): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const headers = EMBEDDABLE_PATHS.has(c.req.path)
      ? EMBEDDABLE_SECURITY_HEADERS
      : isStorybookPath(c.req.path)
        ? STORYBOOK_SECURITY_HEADERS
        : SECURITY_HEADERS;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (strictTransport) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };

/** API answers carry personal data and session state: no browser or proxy may keep a copy. */
export const apiNoStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
