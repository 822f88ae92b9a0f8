import pg from 'pg';
import { CHANGES_CHANNEL, parsePayload, type DataChangeSource } from './data-changes';

const RECONNECT_AFTER_MS = 1000;
/** How the listening sessions show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'city-events-listener';

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * One connection of its own LISTENs for the writes other instances announce (the triggers of
 * migration 005 NOTIFY inside the writing transaction, so the signal leaves at COMMIT). While it
 * is down, changes are incomplete: copies are not trusted until it is back, and its return counts
 * as a change, since a write may have gone unheard in between.
 *
 * A NOTIFY travels on its own: it may reach us after the writer's client got its answer and asked
 * us. So `settled` makes a round trip on this connection: PostgreSQL sends a listening session
 * every notification committed before its query ahead of the query's answer. Requests that
 * arrive together share one round trip (one in flight, the next one gathering the waiters).
 */
export function listenForChanges(url: string, changes: DataChangeSource): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  /** The listening connection failed or ended: nothing heard until the next one is up. */
  const lost = (which: pg.Client) => {
    // Errors while connecting are the connect call's to handle.
    if (which !== client) return;
    changes.setComplete(false);
    which.removeAllListeners();
    which.on('error', () => {});
    which.end().catch(() => {});
    client = undefined;
    if (!closed) retry = setTimeout(connect, RECONNECT_AFTER_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', ({ payload }) => {
      const { topics, key } = parsePayload(payload);
      changes.announce(topics, key);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      changes.setComplete(true);
    } catch {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RECONNECT_AFTER_MS);
    }
  }

  let inFlight: Promise<void> = Promise.resolve();
  let gathering: Promise<void> | undefined;
  /** A round trip that starts after this call (so it covers every commit before it). */
  const settle = (): Promise<void> =>
    (gathering ??= inFlight.then(() => {
      gathering = undefined;
      const current = client;
      // No connection: changes are incomplete and copies unused anyway.
      inFlight = current ? current.query('SELECT 1').then(() => {}, () => {}) : Promise.resolve();
      return inFlight;
    }));
  changes.settleWith(settle);

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      changes.setComplete(false);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}
