// docs/operations.md#budgets: the set-up the first-load and Lighthouse benchmarks
// share: the built app served by a real BFF on a fresh embedded database with the demo city (as
// `npm start` runs it, in a temp DATA_DIR on a free port), and a signed-in demo user's cookie.
import { SESSION_COOKIE } from '@city/contracts';
import { startPlatform, type RunningPlatform } from '@city/e2e/platform';
import { buildWhenStale } from '../builds.mjs';

/** The demo participant printed by `npm start` (bff/src/seed/demo-data.ts). */
export const DEMO_USER = { email: 'user@example.com', password: 'User2025' };

export interface AppStage {
  platform: RunningPlatform;
  /** `city_session=…` of the demo user, for a Cookie header or a browser context. */
  sessionCookie: { name: string; value: string };
  close(): Promise<void>;
}

/** Signs the demo user in through the API (docs/operations.md#security: state changes carry the Origin). */
async function signIn(url: string): Promise<{ name: string; value: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok) throw new Error(`Вход демо-пользователя не удался: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`Ответ на вход без cookie ${SESSION_COOKIE}`);
  const value = cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
  return { name: SESSION_COOKIE, value };
}

/** Builds what is stale, starts the platform and signs the demo user in; close() undoes it all. */
export async function startAppStage(): Promise<AppStage> {
  buildWhenStale();
  const platform = await startPlatform();
  try {
    const sessionCookie = await signIn(platform.url);
    return { platform, sessionCookie, close: () => platform.stop() };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}
