import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below about one network packet, compressing saves nothing worth the work. */
const SMALLEST_WORTH_COMPRESSING = 1400;
/** Fast settings: a list page (~20 KB) shrinks about tenfold in well under a millisecond. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 5 };

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q=0 refuses one), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name!.trim(), quality === undefined ? 1 : Number(quality));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Large JSON answers (list pages, statistics) go out compressed when the client accepts it:
 * brotli, else gzip, made in memory (they are tens of kilobytes). Answers with an ETag are left
 * alone: the partner feed's validators name the uncompressed body, and a CDN caches it per
 * encoding anyway.
 */
export const compressLargeJson = (): MiddlewareHandler => async (c, next) => {
  await next();
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  const response = c.res;
  if (
    !encoding ||
    !response.headers.get('content-type')?.startsWith('application/json') ||
    response.headers.has('content-encoding') ||
    response.headers.has('etag') ||
    !response.body
  ) {
    return;
  }
  const body = Buffer.from(await response.clone().arrayBuffer());
  response.headers.append('Vary', 'Accept-Encoding');
  if (body.length < SMALLEST_WORTH_COMPRESSING) return;
  const compressed = encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  // Assigned, not merged: Hono would copy the old headers back onto the new answer.
  c.res = undefined;
  c.res = new Response(compressed, { status: response.status, headers });
};
