import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installJobSchema } from '../jobs/job-schema';
import type { Database } from './database';

/** Beside this module: bff/src/db/migrations under tsx, bff/dist/migrations (a copy, bff/vite.config.ts) once bundled. */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every instance; several instances starting at once queue on it. */
const MIGRATION_LOCK_KEY = 7_340_001;

export interface MigrationResult {
  applied: string[];
  /** No migration had run before: a new database (the server loads demo data into it). */
  fresh: boolean;
}

/**
 * Applies the numbered .sql files not yet recorded in schema_migrations, in order, in one
 * transaction under an advisory lock, so concurrent starts neither race nor half-apply.
 */
export async function migrate(db: Database): Promise<MigrationResult> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const pending = files.filter((file) => !done.has(file));
    for (const file of pending) {
      await tx.exec(await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
    return { applied: pending, fresh: done.size === 0 };
  });
  // The job queue's tables are pg-boss's own, versioned by it (bff/src/jobs/job-schema.ts).
  await installJobSchema(db);
  return result;
}
