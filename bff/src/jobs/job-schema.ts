import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { libraryConnection } from './library-connection';

/** Where pg-boss keeps its tables (its default, named here because our queries read them). */
export const JOB_SCHEMA = 'pgboss';

/**
 * Creates or upgrades the queue's own tables. pg-boss keeps its schema versioned under its own
 * advisory lock, so concurrent starts are safe; it runs after our migrations, outside their
 * transaction (its script commits on its own).
 */
export async function installJobSchema(db: Database): Promise<void> {
  const boss = new PgBoss({ db: libraryConnection(db), schema: JOB_SCHEMA, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
