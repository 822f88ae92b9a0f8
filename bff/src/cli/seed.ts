import { parseArgs } from 'node:util';
import { countOf, NOUNS } from '@city/contracts';
import type { Environment } from '../config';
import { isEntryPoint } from '../entry-point';
import { SEEDED_USERS_PASSWORD } from '../seed/demo-data';
import { hashPassword } from '../services/passwords';
import { generateSeedData, insertSeedData } from '../seed/seed-data';
import { CliInputError, consoleOutput, withMigratedDatabase, type CliOutput } from './cli-support';

const USAGE = 'Использование: npm run seed -- --events N --users M [--seed S]';
const MAX_COUNT = 100_000;

interface SeedInput {
  events: number;
  users: number;
  seed: number;
}

const wholeNumber = (name: string, raw: string | undefined, fallback?: number): number => {
  if (raw === undefined && fallback !== undefined) return fallback;
  if (raw === undefined) throw new CliInputError(`Нужен параметр --${name}.\n${USAGE}`);
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value > MAX_COUNT) {
    throw new CliInputError(`--${name}: ожидается целое число от 0 до ${MAX_COUNT}, получено «${raw}»`);
  }
  return value;
};

export function parseSeedArgs(argv: readonly string[]): SeedInput {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { events: { type: 'string' }, users: { type: 'string' }, seed: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new CliInputError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const input = {
    events: wholeNumber('events', values.events),
    users: wholeNumber('users', values.users),
    seed: wholeNumber('seed', values.seed, 1),
  };
  if (input.events > 0 && input.users === 0) {
    throw new CliInputError('--users: чтобы создать события, нужен хотя бы один пользователь-организатор');
  }
  return input;
}

/** docs/operations.md#budgets: realistic Russian demo data, the same for the same --seed (benchmarks rely on it). */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Environment = process.env,
  output: CliOutput = consoleOutput,
): Promise<number> {
  let input: SeedInput;
  try {
    input = parseSeedArgs(argv);
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return withMigratedDatabase(env, output, async (db, config) => {
    const data = generateSeedData({ ...input, city: config.city, timezone: config.timezone, now: new Date() });
    const written = await insertSeedData(db, data, { passwordHash: await hashPassword(SEEDED_USERS_PASSWORD) });
    output.out(
      `Готово: ${countOf(written.users, NOUNS.user)} и ${countOf(written.events, NOUNS.event)} (город ${config.city}, seed ${input.seed}).`,
    );
    if (written.users > 0) output.out(`Пароль всех созданных пользователей: ${SEEDED_USERS_PASSWORD}`);
  });
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
