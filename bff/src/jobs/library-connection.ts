import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/** Our database (a pool, PGlite, or an open transaction) as pg-boss's connection. */
export function libraryConnection(db: Database): PgBoss.Db {
  return { executeSql: (text, values) => db.librarySql(text, values) };
}
