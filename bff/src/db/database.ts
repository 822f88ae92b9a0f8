import type { DataChanges } from './data-changes';

/** Parameters the SQL drivers accept; dates travel as timestamptz, bytes as bytea. */
export type SqlParam = string | number | boolean | Date | Uint8Array | null | readonly string[] | readonly number[];

/**
 * The one data layer every service talks to. PGlite (embedded) and PostgreSQL (pg Pool) both
 * implement it, so the migrations and queries are the same on both.
 */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL): parsed and planned once, not on
   * every call. For the few fixed statements every request runs; the statement's text names it.
   */
  prepared?: boolean;
}

export interface Database {
  query<T>(sql: string, params?: readonly SqlParam[], options?: QueryOptions): Promise<T[]>;
  /** Runs `fn` in one transaction on one connection; inside it, use `tx`, never the outer database. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * SQL a library brings with it (the job queue, bff/src/jobs): one statement with parameters, or
   * a script of several without; answers the last statement's rows. Announces no change: no copy
   * we keep reads the library's tables.
   */
  librarySql(sql: string, params?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** Writes committed here or announced by other instances: what caches listen to. */
  readonly changes: DataChanges;
}

/** Raised when the embedded database folder is already open in another process (docs/operations.md#database). */
export class DatabaseLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseLockedError';
  }
}
