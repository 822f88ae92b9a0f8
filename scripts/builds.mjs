// The three builds `npm start` runs from (the app, the partner widget, the BFF), each rebuilt when its
// output is missing or older than its sources. Used by scripts/start.mjs, the e2e suite's global setup
// and the compiled server's test, so all three run what `npm run build` writes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each build: the files it writes and what it is made from. */
export const BUILDS = [
  {
    name: 'приложение',
    workspace: '@city/app',
    outputs: ['app/dist/index.html'],
    // app/build holds the chunk plan and the build's own plugins: a change there changes the output too.
    sources: ['app/src', 'app/build', 'app/index.html', 'app/package.json', 'app/vite.config.ts', 'design-system/src', 'contracts/src'],
  },
  {
    // docs/partner-feed.md#html-fragment: the feed's server module and CSS, and the element's script (both in `npm run build -w @city/widgets`).
    name: 'виджет для партнёров',
    workspace: '@city/widgets',
    outputs: ['widgets/dist/feed/server.js', 'widgets/dist/feed/feed.css', 'widgets/dist/widget.js'],
    sources: ['widgets/src', 'widgets/package.json', 'widgets/vite.feed.config.ts', 'widgets/vite.element.config.ts', 'design-system/src', 'contracts/src'],
  },
  {
    // Production runs compiled JavaScript, not TypeScript through a loader (bff/vite.config.ts).
    name: 'сервер',
    workspace: '@city/bff',
    outputs: ['bff/dist/server.js'],
    sources: ['bff/src', 'bff/package.json', 'bff/vite.config.ts', 'contracts/src', 'moderation/src'],
  },
];

/**
 * docs/operations.md#storybook: the design system's Storybook, served by the BFF at /storybook/.
 * `npm start` builds it, and so does the static-build check of every story (e2e/storybook.config.ts).
 */
export const STORYBOOK_BUILD = {
  name: 'Storybook',
  command: ['run', 'build-storybook'],
  outputs: ['.storybook-static/index.html'],
  // The «Экраны» stories are the app's pages (app/src/screens) with their requests answered by fakes.
  sources: ['.storybook', 'design-system/src', 'widgets/src', 'app/src', 'app/storybook-public', 'contracts/src', 'package.json'],
};

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export function needsBuild({ outputs, sources }) {
  const paths = outputs.map((output) => join(root, output));
  if (paths.some((output) => !existsSync(output))) return true;
  const builtAt = Math.min(...paths.map((output) => statSync(output).mtimeMs));
  return sources.some((dir) => newestMtime(dir) > builtAt);
}

/** Runs `npm run build -w <workspace>` (or the build's own npm command) for each stale build; throws when one fails. */
export function buildWhenStale(builds = BUILDS) {
  for (const build of builds.filter(needsBuild)) {
    const args = build.command ?? ['run', 'build', `--workspace=${build.workspace}`];
    console.log(`Собираю ${build.name} (npm ${args.join(' ')})…`);
    const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Сборка не удалась: ${build.name}.`);
  }
}
