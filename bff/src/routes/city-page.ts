import fs from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withCityOfPage, type CityOfPage } from '@city/contracts';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { AppEnv } from '../app-env';

/** index.html with the deployment's city in it, in each encoding the server sends. */
interface CityPage {
  readonly modifiedMs: number;
  readonly plain: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
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
  let rendered: CityPage | undefined;
  const current = (): CityPage | undefined => {
    const modifiedMs = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedMs === undefined) return undefined;
    if (rendered?.modifiedMs !== modifiedMs) {
      const plain = Buffer.from(withCityOfPage(fs.readFileSync(indexFile, 'utf8'), city));
      rendered = {
        modifiedMs,
        plain,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
    }
    return rendered;
  };
  return (c) => {
    const page = current();
    if (!page) return undefined;
    const encoding = pageEncoding(c);
    const body = encoding === 'identity' ? page.plain : page[encoding];
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Content-Length', String(body.length));
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (encoding !== 'identity') c.header('Content-Encoding', encoding);
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(new Uint8Array(body));
  };
}
