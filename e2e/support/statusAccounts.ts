import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { userResponseSchema, type Role, type UserStatus } from '@city/contracts';
import { eventsApi, expect, test as eventsTest, type Person } from './events';
import { repositoryRoot, startPlatform, type PlatformEnvironment, type RunningPlatform } from './platform';

const runFile = promisify(execFile);

/** An account the platform is started with, made by the create-user command. */
export interface PresetAccount {
  email: string;
  password: string;
  displayName: string;
  role: Role;
  status: UserStatus;
}

/**
 * docs/events.md#participation: one account of each restricted status; and a blocked moderator, whom the
 * back office shows its own access-denied screen (docs/back-office.md#access).
 */
export const STATUS_ACCOUNTS = {
  suspended: {
    email: 'suspended.person@example.com',
    password: 'Gorod2026s',
    displayName: 'Семён Приостановленный',
    role: 'user',
    status: 'suspended',
  },
  blocked: {
    email: 'blocked.person@example.com',
    password: 'Gorod2026b',
    displayName: 'Борис Заблокированный',
    role: 'user',
    status: 'blocked',
  },
  blockedModerator: {
    email: 'blocked.moderator@example.com',
    password: 'Gorod2026m',
    displayName: 'Матвей Отстранённый',
    role: 'moderator',
    status: 'blocked',
  },
} as const satisfies Record<string, PresetAccount>;

export type StatusAccounts = typeof STATUS_ACCOUNTS;

/**
 * Runs `create-user` (docs/operations.md#command-line) for each account against the platform's environment: the same
 * DATA_DIR the server opens afterwards, so this has to happen before it starts (startPlatform).
 */
async function createAccounts(env: PlatformEnvironment, accounts: readonly PresetAccount[]): Promise<void> {
  const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');
  const command = path.join(repositoryRoot, 'bff', 'src', 'cli', 'create-user.ts');
  for (const account of accounts) {
    const args = [
      command,
      ['--email', account.email],
      ['--password', account.password],
      ['--role', account.role],
      ['--status', account.status],
      ['--name', account.displayName],
    ].flat();
    try {
      await runFile(tsx, args, { cwd: repositoryRoot, env });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`create-user для ${account.email} не удался:\n${stdout}${stderr}`, { cause: error });
    }
  }
}

/**
 * The events journeys' fixtures (person(), TRUST_PROXY) on a platform started with the accounts of
 * STATUS_ACCOUNTS, which `accounts` names; `signIn(account)` gives that account signed in, in a
 * browser context of its own.
 */
export const test = eventsTest.extend<
  { signIn(account: PresetAccount): Promise<Person> },
  { platform: RunningPlatform; accounts: StatusAccounts }
>({
  platform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, use) => {
      const platform = await startPlatform({ TRUST_PROXY: '1' }, (env) => createAccounts(env, Object.values(STATUS_ACCOUNTS)));
      await use(platform);
      await platform.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // Asks for the platform (Playwright reads the names a fixture destructures), so the accounts
  // exist whenever a journey reads them.
  accounts: [async ({ platform: _startedWithTheAccounts }, use) => use(STATUS_ACCOUNTS), { scope: 'worker' }],
  signIn: async ({ browser, platform, locale, timezoneId, colorScheme }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      const context = await browser.newContext({ baseURL: platform.url, locale, timezoneId, colorScheme });
      contexts.push(context);
      const answer = await context.request.post('/api/auth/login', {
        headers: { Origin: platform.url },
        data: { email: account.email, password: account.password },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const { user } = userResponseSchema.parse(await answer.json());
      return { email: account.email, id: user.id, context, page: await context.newPage(), api: eventsApi(context.request, platform) };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
