import { ConfigError, loadConfig, type AppConfig, type Environment } from '../config';
import { connectDatabase } from '../db/connect';
import { DatabaseLockedError, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export const consoleOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Thrown for bad input; the message is printed as is and the command exits with 1. */
export class CliInputError extends Error {}

/** A command's failure on stderr: expected ones (bad input, config, a held database) as they are, others marked 'Ошибка'. Exit code 1. */
export function reportCliFailure(error: unknown, output: CliOutput): number {
  const isExpected = error instanceof ConfigError || error instanceof CliInputError || error instanceof DatabaseLockedError;
  output.err(isExpected ? error.message : `Ошибка: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
}

/**
 * Opens the configured database and applies the migrations first, so the commands work on a
 * fresh DATA_DIR or an empty PostgreSQL (docs/operations.md#database). Runs `task`, closes, returns the exit code.
 */
export async function withMigratedDatabase(
  env: Environment,
  output: CliOutput,
  task: (db: Database, config: AppConfig) => Promise<void>,
): Promise<number> {
  let db: Database | undefined;
  try {
    const config = loadConfig(env);
    db = (await connectDatabase(config)).db;
    await migrate(db);
    await task(db, config);
    return 0;
  } catch (error) {
    return reportCliFailure(error, output);
  } finally {
    await db?.close();
  }
}
