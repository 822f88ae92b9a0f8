#!/usr/bin/env node
// `npm start`: build the app when its build is missing or older than its sources, then run the BFF,
// which serves the app, /api and /uploads on one port (platform §2).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'app', 'dist', 'index.html');
const sourceDirs = ['app/src', 'app/index.html', 'app/vite.config.ts', 'design-system/src', 'contracts/src'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function appNeedsBuild() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sourceDirs.some((dir) => newestMtime(dir) > builtAt);
}

if (appNeedsBuild()) {
  console.log('Собираю приложение (npm run build)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace=@city/app'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Сборка приложения не удалась.');
    process.exit(build.status ?? 1);
  }
}

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [join(root, 'bff', 'src', 'server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
