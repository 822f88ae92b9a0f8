#!/usr/bin/env node
// `npm start`: build the app and the partner widget when a build is missing or older than its
// sources, then run the BFF, which serves the app, /api, /uploads and the widget on one port (platform §2).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Each build: the file it writes last and what it is made from. */
const BUILDS = [
  {
    name: 'приложение',
    workspace: '@city/app',
    outputs: ['app/dist/index.html'],
    sources: ['app/src', 'app/index.html', 'app/vite.config.ts', 'design-system/src', 'contracts/src'],
  },
  {
    // issue 7: the feed's server module and CSS, and the element's script (both in `npm run build -w @city/widgets`).
    name: 'виджет для партнёров',
    workspace: '@city/widgets',
    outputs: ['widgets/dist/feed/server.js', 'widgets/dist/feed/feed.css', 'widgets/dist/widget.js'],
    sources: ['widgets/src', 'widgets/package.json', 'widgets/vite.feed.config.ts', 'widgets/vite.element.config.ts', 'design-system/src', 'contracts/src'],
  },
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function needsBuild({ outputs, sources }) {
  const paths = outputs.map((output) => join(root, output));
  if (paths.some((output) => !existsSync(output))) return true;
  const builtAt = Math.min(...paths.map((output) => statSync(output).mtimeMs));
  return sources.some((dir) => newestMtime(dir) > builtAt);
}

for (const build of BUILDS.filter(needsBuild)) {
  console.log(`Собираю ${build.name} (npm run build -w ${build.workspace})…`);
  const result = spawnSync('npm', ['run', 'build', `--workspace=${build.workspace}`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Сборка не удалась: ${build.name}.`);
    process.exit(result.status ?? 1);
  }
}

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [join(root, 'bff', 'src', 'server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
