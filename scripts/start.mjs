#!/usr/bin/env node
// `npm start`: build the app, the partner widget, the BFF and Storybook when a build is missing or older
// than its sources (scripts/builds.mjs), then run the compiled BFF, which serves the app, /api, /uploads,
// the widget and /storybook/ on one port (docs/operations.md#running).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhenStale, STORYBOOK_BUILD } from './builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildWhenStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The platform works without it: a failed Storybook build is reported and /storybook/ says how to retry.
try {
  buildWhenStale([STORYBOOK_BUILD]);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)} Платформа запускается без него: npm run build-storybook.`);
}

// Source maps so a stack trace names the TypeScript file and line, not the bundle's.
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'bff', 'dist', 'server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
