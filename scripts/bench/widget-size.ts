// docs/partner-feed.md#widget: widget.js, as partners download it, compressed the way servers send it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Benchmark } from './benchmark';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WIDGET_FILE = path.join(root, 'widgets', 'dist', 'widget.js');

/** Builds widgets/dist/widget.js when it is missing; a failed build stops the benchmark with its output. */
export function ensureWidgetBuilt(): void {
  if (existsSync(WIDGET_FILE)) return;
  const build = spawnSync('npm', ['run', 'build:element', '--workspace=@city/widgets'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0 || !existsSync(WIDGET_FILE)) throw new Error(`Сборка widget.js не удалась:\n${build.stdout}\n${build.stderr}`);
}

const benchmark: Benchmark = {
  title: 'Виджет для партнёров: размер widget.js',
  async run() {
    ensureWidgetBuilt();
    const gzipped = gzipSync(readFileSync(WIDGET_FILE), { level: 9 }).length;
    return [{ name: 'widget.js, gzip', value: Math.round((gzipped / 1024) * 100) / 100, unit: 'КБ', budget: 6, lowerIsBetter: true }];
  },
};
export default benchmark;
