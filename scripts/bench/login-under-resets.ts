// docs/operations.md#budgets: password hashing must not be a lever against everyone. While 32 password resets with
// made-up tokens are in flight at every moment (each from an address of its own, so the per-address
// limit does not hide their cost), a demo account signs in again and again; the p95 of those
// logins is the figure. On the server as `npm start` runs it (compiled, production argon2 cost).
import { randomBytes } from 'node:crypto';
import { startPlatform } from '@city/e2e/platform';
import { DEMO_ACCOUNTS } from '@city/bff/seed';
import { BUILDS, buildWhenStale } from '../builds.mjs';
import type { Benchmark } from './benchmark';

const BOGUS_RESETS_IN_FLIGHT = 32;
const LOGINS = 60;
const WARM_UP_LOGINS = 3;
const PAUSE_BETWEEN_LOGINS_MS = 50;
const BUDGET_MS = 500;

const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

async function timedLogin(url: string, email: string, password: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify({ email, password }),
  });
  await response.text();
  if (response.status !== 200) throw new Error(`Вход ответил ${response.status}`);
  return performance.now() - started;
}

/** One attacker's connection: a reset with a made-up token, then the next, until told to stop. */
async function bogusResets(url: string, worker: number, running: () => boolean, answers: Map<number, number>): Promise<void> {
  for (let attempt = 0; running(); attempt++) {
    const response = await fetch(`${url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${worker}.${(attempt >> 8) & 255}.${attempt & 255}` },
      body: JSON.stringify({ token: randomBytes(32).toString('base64url'), newPassword: 'Bench2025x' }),
    });
    await response.text();
    answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
  }
}

const benchmark: Benchmark = {
  title: `Вход, пока идут ${BOGUS_RESETS_IN_FLIGHT} сброса пароля с выдуманным токеном`,
  async run() {
    // Only the server: the figure reads no page, so a half-finished app build elsewhere cannot stop it.
    buildWhenStale(BUILDS.filter((build) => build.workspace === '@city/bff'));
    // TRUST_PROXY: each attacker request comes from an address of its own (X-Forwarded-For).
    const platform = await startPlatform({ TRUST_PROXY: '1' });
    try {
      const { email, password } = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;
      for (let i = 0; i < WARM_UP_LOGINS; i++) await timedLogin(platform.url, email, password);
      let flooding = true;
      const answers = new Map<number, number>();
      const attackers = Array.from({ length: BOGUS_RESETS_IN_FLIGHT }, (_, worker) =>
        bogusResets(platform.url, worker, () => flooding, answers),
      );
      const durations: number[] = [];
      try {
        for (let i = 0; i < LOGINS; i++) {
          durations.push(await timedLogin(platform.url, email, password));
          await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_LOGINS_MS));
        }
      } finally {
        flooding = false;
        await Promise.allSettled(attackers);
      }
      const unexpected = [...answers.keys()].filter((status) => status !== 400);
      if (unexpected.length > 0) throw new Error(`Сбросы с выдуманным токеном ответили не 400: ${JSON.stringify([...answers])}`);
      console.log(`   сбросов отправлено: ${answers.get(400) ?? 0}, все 400`);
      return [
        {
          name: `p95 входа (${LOGINS} входов), пока ${BOGUS_RESETS_IN_FLIGHT} сброса в работе`,
          value: Math.round(percentile(durations, 0.95)),
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
