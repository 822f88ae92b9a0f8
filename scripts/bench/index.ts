#!/usr/bin/env tsx
// `npm run bench`: every speed and size budget, measured (never asserted by timed tests).
// Each benchmark is a module of its own, listed here; the run fails when one is over budget.
import { withinBudget, type Benchmark, type BenchResult } from './benchmark';

const benchmarks: Array<() => Promise<{ default: Benchmark }>> = [
  // Entries are added by the benchmarks' own issues (the widget's size and paint, moderation's throughput).
  () => import('./moderation-throughput'),
  () => import('./widget-size'),
  () => import('./widget-paint'),
  () => import('./first-load-js'),
  () => import('./lighthouse'),
  () => import('./seed-time'),
  () => import('./list-at-scale'),
  () => import('./embedded-flood'),
  () => import('./login-under-resets'),
  () => import('./forgot-password-timing'),
];

const rows: Array<BenchResult & { ok: boolean }> = [];
for (const load of benchmarks) {
  const { default: benchmark } = await load();
  console.log(`== ${benchmark.title}`);
  for (const result of await benchmark.run()) {
    const ok = withinBudget(result);
    rows.push({ ...result, ok });
    const sign = result.lowerIsBetter ? '≤' : '≥';
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (бюджет ${sign} ${result.budget} ${result.unit})`);
  }
}
const failed = rows.filter((row) => !row.ok);
console.log(`\nbench: ${rows.length - failed.length} within budget, ${failed.length} over`);
process.exit(failed.length === 0 ? 0 : 1);
