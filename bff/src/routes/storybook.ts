import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const STORYBOOK_PATH = '/storybook';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><title>Storybook не собран</title></head>
<body>
<h1>Storybook ещё не собран</h1>
<p>Выполните <code>npm run build-storybook</code> в корне проекта (или перезапустите <code>npm start</code>, он собирает его сам) и обновите страницу.</p>
</body>
</html>`;

/**
 * docs/operations.md#storybook: the built design-system Storybook beside the product, for designers and QA.
 * Its files change with every build and have no hashed names throughout, so they revalidate.
 */
export function storybookRoutes(storybookDir: string): Hono<AppEnv> {
  const files = serveStatic<AppEnv>({
    root: storybookDir,
    rewriteRequestPath: (requestPath) => requestPath.slice(STORYBOOK_PATH.length) || '/',
    onFound: (_servedPath, c) => {
      c.header('Cache-Control', 'no-cache');
    },
  });
  return new Hono<AppEnv>()
    .get(STORYBOOK_PATH, (c) => c.redirect(`${STORYBOOK_PATH}/`, 301))
    .get(`${STORYBOOK_PATH}/*`, async (c, next) => {
      if (!fs.existsSync(path.join(storybookDir, 'index.html'))) {
        c.header('Cache-Control', 'no-cache');
        return c.html(NOT_BUILT_PAGE, 503);
      }
      return files(c, next);
    });
}
