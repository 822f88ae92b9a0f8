// Each wall of eslint.config.js, proved to stand: a small file linted in memory at a path inside
// the workspace it speaks for, with the ESLint Node API, must draw the expected error; an allowed
// import beside it must draw none. The files need not exist: ESLint classifies them by path and
// resolves their imports against the real tree.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ARROW = 'boundaries/dependencies';
const REACH = 'city/no-relative-reach';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule ids the file at `file` (relative to the root) draws, import rules only. */
async function errorsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(ROOT, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return messages.map((message) => message.ruleId ?? '').filter((rule) => rule === ARROW || rule === REACH).sort();
}

describe('the walls between workspaces', () => {
  it('design-system may not import the app', async () => {
    expect(await errorsOf('design-system/src/probe.ts', "export { configureApi } from '../../app/src/api/client';")).toContain(ARROW);
  });

  it('contracts import nothing of ours', async () => {
    expect(await errorsOf('contracts/src/probe.ts', "export { Button } from '@city/design-system';")).toEqual([ARROW]);
    expect(await errorsOf('contracts/src/probe.ts', "export { freePort } from '@city/testing/free-port';")).toEqual([ARROW]);
    expect(await errorsOf('contracts/pact/probe.ts', "export { SEEDED_USERS_PASSWORD } from '@city/bff/seed';")).toEqual([ARROW]);
  });

  it('the BFF imports neither the app nor the design system', async () => {
    expect(await errorsOf('bff/src/services/probe.ts', "export { themeClass } from '@city/design-system/theme';")).toEqual([ARROW]);
    expect(await errorsOf('bff/src/services/probe.ts', "export { configureApi } from '../../../app/src/api/client';")).toContain(ARROW);
  });

  it('a feature never imports another feature', async () => {
    expect(await errorsOf('app/src/features/profile/probe.ts', "export * from '../events';")).toEqual([ARROW]);
  });

  it('no import reaches into another workspace by a relative path', async () => {
    expect(await errorsOf('app/pact/probe.ts', "export { userSchema } from '../../contracts/src';")).toEqual([REACH]);
    expect(await errorsOf('e2e/support/probe.ts', "export { freePort } from '../../testing/src/free-port';")).toEqual([REACH]);
    expect(await errorsOf('e2e/support/probe.ts', "export * from '../../bff/src/testing';")).toEqual([ARROW, REACH]);
    expect(await errorsOf('scripts/bench/probe.ts', "export { SEEDED_USERS_PASSWORD } from '../../bff/src/seed';")).toEqual([REACH]);
  });

  it('only tests use the shared test servers', async () => {
    expect(await errorsOf('app/src/api/probe.ts', "export { startTestServer } from '@city/testing/http-server';")).toEqual([ARROW]);
    expect(await errorsOf('app/src/api/probe.test.ts', "export { startTestServer } from '@city/testing/http-server';")).toEqual([]);
  });

  it('lets the allowed arrows through', async () => {
    expect(await errorsOf('app/src/shell/probe.ts', "export * from '../features/events';\nexport { Button } from '@city/design-system';")).toEqual([]);
    expect(await errorsOf('app/src/features/events/probe.ts', "export * from './mappers/eventsFeed';\nexport * from '../../api/client';")).toEqual([]);
    expect(await errorsOf('widgets/src/probe.ts', "export { sampleEvent } from '@city/design-system/sample-events';")).toEqual([]);
    expect(await errorsOf('e2e/support/probe.ts', "export { freePort } from '@city/testing/free-port';\nexport { userSchema } from '@city/contracts';")).toEqual([]);
    expect(await errorsOf('scripts/bench/probe.ts', "export { SEEDED_USERS_PASSWORD } from '@city/bff/seed';")).toEqual([]);
  });
});
