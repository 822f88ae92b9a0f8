import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE, type CityOfPage } from '@city/contracts';
import type { AppEnv } from '../app-env';
import type { EventPreviewService } from '../services/event-previews';
import { cityPageOf, cityPageSource } from './city-page';
import { eventPage } from './event-page';
import { firstCallLinks } from './first-screen-calls';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><title>Приложение не собрано</title></head>
<body>
<h1>Приложение ещё не собрано</h1>
<p>Сервер работает, но папка со сборкой интерфейса пуста. Выполните <code>npm run build</code> в корне проекта и обновите страницу.</p>
<p>API доступно по адресу <a href="/api/health">/api/health</a>.</p>
</body>
</html>`;

const notBuilt = (c: Context<AppEnv>): Response => {
  c.header('Cache-Control', REVALIDATE);
  return c.html(NOT_BUILT_PAGE, 503);
};

/** What the build writes beside a text file (app/vite.config.ts): brotli and gzip. */
const COMPRESSED_SUFFIXES = ['.br', '.gz'];

/**
 * serveStatic's `precompressed` sends `file.br` or `file.gz` when the browser accepts it (brotli
 * first) and then says `Vary: Accept-Encoding`. The plain file varies as well when it has such
 * siblings, so a cache never hands it to a browser that could have had the smaller one.
 */
function varyOnEncoding(servedPath: string, c: Context<AppEnv>): void {
  if (c.res.headers.get('Content-Encoding')) return;
  if (COMPRESSED_SUFFIXES.some((suffix) => fs.existsSync(servedPath + suffix))) c.header('Vary', 'Accept-Encoding', { append: true });
}

/** One entry of the app build's first-screen-preloads.json (app/build/firstScreenPreloads.ts). */
interface FirstScreenPreload {
  path: string;
  signedIn: boolean;
  links: string[];
}

/**
 * The `Link` headers the app's build names for a page's first screen (its chunks and its first
 * calls), and the calls that depend on the page's address (./first-screen-calls.ts), so the browser
 * fetches them with the HTML instead of after its scripts have run. Read again when the build changes it.
 */
function firstScreenPreloads(staticDir: string): (c: Context<AppEnv>) => string[] {
  const file = path.join(staticDir, 'first-screen-preloads.json');
  let read: { modifiedMs: number; preloads: FirstScreenPreload[] } | undefined;
  const current = (): FirstScreenPreload[] => {
    const modifiedMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedMs === undefined) return [];
    if (read?.modifiedMs !== modifiedMs) read = { modifiedMs, preloads: JSON.parse(fs.readFileSync(file, 'utf8')) as FirstScreenPreload[] };
    return read.preloads;
  };
  return (c) => {
    const screen = current().find((candidate) => candidate.path === c.req.path);
    // A signed-in page's preloads are wasted on a visitor, whom it sends to /login.
    if (!screen || (screen.signedIn && !getCookie(c, SESSION_COOKIE))) return [];
    return [...screen.links, ...firstCallLinks(c.req.path, new URL(c.req.url).search)];
  };
}

/**
 * The built app: hashed files under /assets are cached for a year, everything else revalidates.
 * Each file goes out compressed as the build made it (brotli or gzip, by Accept-Encoding).
 * Any other GET outside /api that is not a file gets index.html, so the client router decides
 * (the SPA shows its own 404 page), with the `Link` preloads the build named for that page.
 * index.html itself always goes out naming the server's city and zone (./city-page.ts), and on
 * the page of an event anyone may see, with its link preview (./event-page.ts).
 */
export function staticApp(staticDir: string, city: CityOfPage, previews?: EventPreviewService): MiddlewareHandler<AppEnv> {
  const indexFile = path.join(staticDir, 'index.html');
  const preloadsFor = firstScreenPreloads(staticDir);
  const source = cityPageSource(indexFile, city);
  const page = cityPageOf(source);
  const pageOfEvent = previews && eventPage(source, previews);
  // Made on first use once the folder exists: the app may be built after the server started.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const builtFiles = () =>
    (files ??= fs.existsSync(staticDir)
      ? serveStatic<AppEnv>({
          root: staticDir,
          precompressed: true,
          onFound: (servedPath, c) => {
            const relative = path.relative(staticDir, servedPath);
            c.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
            varyOnEncoding(servedPath, c);
          },
        })
      : undefined);
  const servePage = async (c: Context<AppEnv>): Promise<Response | undefined> => {
    c.header('Cache-Control', REVALIDATE);
    for (const link of preloadsFor(c)) c.header('Link', link, { append: true });
    return (await pageOfEvent?.(c)) ?? page(c);
  };

  return async (c, next) => {
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!isRead || c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    if (c.req.path === '/' || c.req.path === '/index.html') return (await servePage(c)) ?? notBuilt(c);
    const served = await builtFiles()?.(c, async () => {});
    if (served) return served;
    // A missing hashed file must not come back as HTML: the browser would try to run it.
    if (c.req.path.startsWith('/assets/')) return next();
    return (await servePage(c)) ?? notBuilt(c);
  };
}
