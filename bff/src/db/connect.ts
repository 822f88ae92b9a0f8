import path from 'node:path';
import type { AppConfig } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite';
import { openPostgresDatabase } from './postgres';

export interface DatabaseConnection {
  db: Database;
  /** True for PGlite under DATA_DIR (docs/operations.md#demo-data: demo data only goes into a new embedded database). */
  embedded: boolean;
  /** What to print: the folder or the server, never the password. */
  description: string;
}

export async function connectDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return {
      db: openPostgresDatabase(config.databaseUrl),
      embedded: false,
      description: `PostgreSQL ${url.host}${url.pathname}`,
    };
  }
  const folder = path.join(config.dataDir, 'db');
  return { db: await openPgliteDatabase(folder), embedded: true, description: `встроенная PGlite в ${folder}` };
}
