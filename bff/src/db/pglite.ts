import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CHANGE_TOPICS, createDataChanges, PendingChanges, topicsWrittenBy, type DataChangeSource } from './data-changes';
import { DatabaseLockedError, type Database, type SqlParam } from './database';
import { WORD_SIMILARITY_START_PARAMS } from './trigram-settings';

/**
 * Same value shapes as ./postgres: bigint → number (our ids stay far below 2^53),
 * date → 'yyyy-MM-dd' string (no time-zone shift), bytea → Buffer.
 * pg_trgm backs the title substring and typo search (migrations 003, 009); PostgreSQL ships it as
 * contrib. The typo match's threshold is a session setting, given at start-up (./trigram-settings).
 */
export const PGLITE_OPTIONS = {
  parsers: {
    [types.INT8]: (value: string) => Number(value),
    [types.DATE]: (value: string) => value,
  },
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...WORD_SIMILARITY_START_PARAMS],
};

/** A folder-backed database under `dir`, or an in-memory one (tests) when `dir` is omitted. */
export async function openPgliteDatabase(dir?: string): Promise<Database> {
  const releaseLock = dir ? acquireFolderLock(dir) : () => {};
  try {
    if (dir) fs.mkdirSync(dir, { recursive: true });
    const pglite = await PGlite.create(dir ?? 'memory://', PGLITE_OPTIONS);
    return wrapPglite(pglite, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The embedded database has one process (its folder admits no other), so every write is this
 * process's own: its changes are complete from the start and announced after each write.
 */
export function wrapPglite(pglite: PGlite, onClose: () => void = () => {}): Database {
  const changes = createDataChanges(true);
  return {
    ...wrapQueries(pglite, changes),
    changes,
    async transaction(fn) {
      const pending = new PendingChanges();
      const result = await pglite.transaction((tx) => fn(wrapTransaction(tx, changes, pending)));
      pending.flushTo(changes);
      return result;
    },
    exec: async (sql) => {
      await pglite.exec(sql);
      changes.announce(CHANGE_TOPICS);
    },
    close: async () => {
      if (pglite.closed) return;
      await pglite.close();
      onClose();
    },
  };
}

/** Outside a transaction a write is announced once done; inside one, after the commit. */
function wrapQueries(
  target: PGlite | Transaction,
  changes: DataChangeSource,
  transaction?: PendingChanges,
): Pick<Database, 'query' | 'librarySql'> {
  return {
    librarySql: async (sql, params) => {
      if (params && params.length > 0) return target.query(sql, [...params]);
      // Without parameters it may be a script (the queue's schema): exec runs every statement.
      const results = await target.exec(sql);
      return results.at(-1) ?? { rows: [] };
    },
    query: async <T>(sql: string, params: readonly SqlParam[] = []) => {
      const { rows } = await target.query<T>(sql, [...params]);
      const topics = topicsWrittenBy(sql);
      if (transaction) transaction.note(topics);
      else changes.announce(topics);
      return rows;
    },
  };
}

/** PGlite has one connection: a nested transaction becomes a savepoint-free pass-through. */
function wrapTransaction(tx: Transaction, changes: DataChangeSource, pending: PendingChanges): Database {
  const self: Database = {
    ...wrapQueries(tx, changes, pending),
    changes,
    transaction: (fn) => fn(self),
    exec: async (sql) => {
      await tx.exec(sql);
      pending.note(CHANGE_TOPICS);
    },
    close: async () => {},
  };
  return self;
}

/**
 * PGlite does not guard its folder: two processes opening it corrupt it. A lock file with the
 * owner's PID keeps the CLI away from a running server (docs/operations.md#command-line); a stale one is taken over.
 */
function acquireFolderLock(dir: string): () => void {
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (isProcessAlive(ownerPid)) {
        throw new DatabaseLockedError(
          `Встроенная база данных в папке ${dir} уже открыта другим процессом (PID ${ownerPid}), ` +
            'скорее всего запущенным сервером. Остановите сервер и повторите команду ' +
            'или укажите DATABASE_URL сервера PostgreSQL.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Не удалось захватить блокировку встроенной базы данных в папке ${dir}.`);
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
