// docs/operations.md#mail: the forgot-password answer must not tell whether an account exists. Known
// accounts (registered here) and unknown addresses are asked for in turn, each from an address of
// its own; the figure is the gap between the two medians. On the server as `npm start` runs it.
import { randomBytes } from 'node:crypto';
import { startPlatform } from '@city/e2e/platform';
import { BUILDS, buildWhenStale } from '../builds.mjs';
import type { Benchmark } from './benchmark';

const PAIRS = 40;
const BUDGET_MS = 5;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function post(url: string, path: string, body: object, address: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

const benchmark: Benchmark = {
  title: 'Восстановление пароля: одинаковое время ответа для существующего и несуществующего аккаунта',
  async run() {
    buildWhenStale(BUILDS.filter((build) => build.workspace === '@city/bff'));
    const platform = await startPlatform({ TRUST_PROXY: '1' });
    try {
      const run = randomBytes(3).toString('hex');
      const known = Array.from({ length: PAIRS }, (_, index) => `forgot-bench-${run}-${index}@example.com`);
      for (const [index, email] of known.entries()) {
        const registered = await post(platform.url, '/api/auth/register', { email, password: 'Bench2025x', confirmPassword: 'Bench2025x' }, `198.51.100.${index}`);
        if (registered.status !== 201) throw new Error(`Регистрация ответила ${registered.status}`);
      }
      const timings = { known: [] as number[], unknown: [] as number[] };
      for (let index = 0; index < PAIRS; index++) {
        // In turn, so a slow moment of the machine falls on both sides alike.
        const pair = [
          ['known', known[index]!],
          ['unknown', `nobody-${run}-${index}@example.com`],
        ] as const;
        for (const [side, email] of index % 2 ? [...pair].reverse() : pair) {
          const answer = await post(platform.url, '/api/auth/forgot-password', { email }, `203.0.113.${index * 2 + (side === 'known' ? 0 : 1)}`);
          if (answer.status !== 200) throw new Error(`Восстановление пароля ответило ${answer.status}`);
          timings[side].push(answer.ms);
        }
      }
      const knownMedian = median(timings.known);
      const unknownMedian = median(timings.unknown);
      console.log(`   медиана: есть аккаунт ${knownMedian.toFixed(1)} мс, нет аккаунта ${unknownMedian.toFixed(1)} мс`);
      return [
        {
          name: `разница медиан (${PAIRS} пар запросов)`,
          value: Math.round(Math.abs(knownMedian - unknownMedian) * 10) / 10,
          unit: 'мс',
          budget: BUDGET_MS,
          lowerIsBetter: true,
        },
      ];
    } finally {
      await platform.stop();
    }
  },
};

export default benchmark;
