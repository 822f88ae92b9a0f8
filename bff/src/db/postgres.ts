import { createHash } from 'node:crypto';
import pg from 'pg';
import { CHANGE_TOPICS, createDataChanges, PendingChanges, topicsWrittenBy, type DataChangeSource } from './data-changes';
import type { Database, QueryOptions, SqlParam } from './database';
import { listenForChanges } from './postgres-listener';
import { WORD_SIMILARITY_OPTIONS } from './trigram-settings';

const INT8_OID = 20;
const DATE_OID = 1082;

/** Same value shapes as ./pglite: bigint → number, date → 'yyyy-MM-dd' string. */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => value;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** Connections per instance; tests keep it small because the server is shared. */
  maxConnections?: number;
}

export function openPostgresDatabase(url: string, { maxConnections = 10 }: PostgresOptions = {}): Database {
  // The search's typo match reads its threshold from the session (./trigram-settings): every
  // connection is opened with it.
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types: typeParsers, options: WORD_SIMILARITY_OPTIONS });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const changes = createDataChanges(false);
  // Other instances' writes arrive as NOTIFY on one connection of our own (see postgres-listener).
  const listener = listenForChanges(url, changes);
  return {
    ...wrapClient(pool, changes),
    changes,
    async transaction(fn) {
      const client = await pool.connect();
      const pending = new PendingChanges();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapTransactionClient(client, changes, pending));
        await client.query('COMMIT');
        pending.flushTo(changes);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await listener.close();
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * Queries outside a transaction announce their own writes once done; inside one, the write is
 * only noted, and announced after COMMIT (before it, other readers cannot see it yet).
 */
function wrapClient(
  client: pg.Pool | pg.PoolClient,
  changes: DataChangeSource,
  transaction?: PendingChanges,
): Pick<Database, 'query' | 'exec' | 'librarySql'> {
  const noteWrite = (topics: Iterable<(typeof CHANGE_TOPICS)[number]>) => {
    if (transaction) transaction.note(topics);
    else changes.announce(topics);
  };
  return {
    query: async <T>(sql: string, params: readonly SqlParam[] = [], options: QueryOptions = {}) => {
      const name = options.prepared ? statementName(sql) : undefined;
      const { rows } = await client.query({ name, text: sql, values: [...params] });
      noteWrite(topicsWrittenBy(sql));
      return rows as T[];
    },
    librarySql: async (sql, params) => {
      // A script answers one result per statement; the library reads the last.
      const result: pg.QueryResult | pg.QueryResult[] = await client.query(sql, params ? [...params] : undefined);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    // Scripts (migrations) may change anything.
    exec: async (sql) => {
      await client.query(sql);
      noteWrite(CHANGE_TOPICS);
    },
  };
}

const statementNames = new Map<string, string>();
/** One name per statement text, the same on every connection (pg prepares it once on each). */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A nested transaction runs inside the outer one (no savepoints needed so far). */
function wrapTransactionClient(client: pg.PoolClient, changes: DataChangeSource, pending: PendingChanges): Database {
  const self: Database = {
    ...wrapClient(client, changes, pending),
    changes,
    transaction: (fn) => fn(self),
    close: async () => {},
  };
  return self;
}
