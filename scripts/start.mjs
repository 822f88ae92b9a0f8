#!/usr/bin/env node
// `npm start`: build the app, the partner widget and the BFF when a build is missing or older than its
// sources (scripts/builds.mjs), then run the compiled BFF, which serves the app, /api, /uploads and the
// widget on one port (docs/operations.md#running).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhenStale } from './builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildWhenStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Source maps so a stack trace names the TypeScript file and line, not the bundle's.
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'bff', 'dist', 'server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
