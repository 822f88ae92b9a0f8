import pg from 'pg';
import type { Database, SqlParam } from './database';

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
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types: typeParsers });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    ...wrapClient(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapTransactionClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

function wrapClient(client: pg.Pool | pg.PoolClient): Pick<Database, 'query' | 'exec'> {
  return {
    query: async <T>(sql: string, params: readonly SqlParam[] = []) =>
      (await client.query({ text: sql, values: [...params] })).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

/** A nested transaction runs inside the outer one (no savepoints needed so far). */
function wrapTransactionClient(client: pg.PoolClient): Database {
  const self: Database = {
    ...wrapClient(client),
    transaction: (fn) => fn(self),
    close: async () => {},
  };
  return self;
}
