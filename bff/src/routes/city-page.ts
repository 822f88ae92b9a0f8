import fs from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withCityOfPage, type CityOfPage } from '@city/contracts';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { AppEnv } from '../app-env';

/** A page in each encoding the server sends. */
export interface EncodedPage {
  readonly plain: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** index.html with the deployment's city in it, in each encoding the server sends. */
export interface CityPage extends EncodedPage {
  readonly modifiedMs: number;
  /** The same page as text, for the pages that add to its head (./event-page.ts). */
  readonly html: string;
}

type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli first, then gzip, among what the browser accepts (q > 0; `*` accepts both); otherwise
 * the plain page. Hono's default match would take gzip from «gzip, deflate, br» (equal weights,
 * first listed), but brotli is the smaller of the two.
 */
const pageEncoding = (c: Context<AppEnv>): PageEncoding =>
  accepts(c, {
    header: 'Accept-Encoding',
    supports: ['br', 'gzip'],
    default: 'identity',
    match: (offered) => {
      const accepted = (encoding: string) => offered.some((item) => (item.type === encoding || item.type === '*') && item.q > 0);
      const refused = (encoding: string) => offered.some((item) => item.type === encoding && item.q === 0);
      if (accepted('br') && !refused('br')) return 'br';
      if (accepted('gzip') && !refused('gzip')) return 'gzip';
      return 'identity';
    },
  }) as PageEncoding;

/**
 * docs/operations.md#the-city-of-a-page: the app's index.html as this server sends it, naming
 * its CITY and APP_TIMEZONE. Rendered and compressed once per build of the page (its mtime), not
 * per request; undefined while the app is not built.
 */
export function cityPage(indexFile: string, city: CityOfPage): (c: Context<AppEnv>) => Response | undefined {
  return cityPageOf(cityPageSource(indexFile, city));
}

/** The city's page as last built (see cityPage), read again when index.html changes. */
export function cityPageSource(indexFile: string, city: CityOfPage): () => CityPage | undefined {
  let rendered: CityPage | undefined;
  return (): CityPage | undefined => {
    const modifiedMs = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedMs === undefined) return undefined;
    if (rendered?.modifiedMs !== modifiedMs) {
      const html = withCityOfPage(fs.readFileSync(indexFile, 'utf8'), city);
      const plain = Buffer.from(html);
      rendered = {
        modifiedMs,
        html,
        plain,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
    }
    return rendered;
  };
}

/** Sends the page from `current`, or undefined while the app is not built. */
export const cityPageOf =
  (current: () => CityPage | undefined) =>
  (c: Context<AppEnv>): Response | undefined => {
    const page = current();
    return page && sendPage(c, page);
  };

/** The page in the encoding the browser takes best, with its length and `Vary`. */
export function sendPage(c: Context<AppEnv>, page: EncodedPage): Response {
  const encoding = pageEncoding(c);
  const body = encoding === 'identity' ? page.plain : page[encoding];
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Content-Length', String(body.length));
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  if (c.req.method === 'HEAD') return c.body(null);
  return c.body(new Uint8Array(body));
}
