import { createHmac } from 'node:crypto';
import { EVENT_MESSAGES, type CalendarSubscription } from '@city/contracts';
import type { Database } from '../db/database';
import { NotFoundError } from '../errors';
import { createCalendarWriter, type CalendarEntry } from './calendar-ics';
import { findVisibleEvent } from './event-access';
import { generateToken, hashToken, tokenHashesEqual } from './tokens';
import type { Account } from './users';

export type CalendarService = ReturnType<typeof createCalendarService>;

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Календарь не найден: ссылка устарела или была заменена новой',
} as const;

/** A feed token: 43 base64url characters, like every token of ours. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A subscribed feed keeps the events of the last 90 days and everything ahead: calendars keep
 * what they already have, and an old cancellation no longer needs telling (docs/events.md#calendars).
 */
const FEED_HISTORY = '90 days';

/** Subscribed apps poll at most this often; a change shows up within the hour. */
const FEED_REFRESH_SECONDS = 3600;

interface CalendarRow {
  id: number;
  title: string;
  description: string;
  address: string;
  starts_at: Date;
  duration_minutes: number | null;
  revision: number;
  updated_at: Date;
  deleted_at: Date | null;
}

const entryOf = (row: CalendarRow): CalendarEntry => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  address: row.address,
  startsAt: new Date(row.starts_at),
  durationMinutes: row.duration_minutes,
  revision: Number(row.revision),
  updatedAt: new Date(row.updated_at),
  cancelled: row.deleted_at !== null,
});

const CALENDAR_COLUMNS = 'e.id, e.title, e.description, e.address, e.starts_at, e.duration_minutes, e.revision, e.updated_at, e.deleted_at';

/**
 * docs/events.md#calendars: one event as an .ics file, and each person's secret feed of the events
 * they joined or organize, which a calendar app polls without a session.
 */
export function createCalendarService({ db, publicUrl, city }: { db: Database; publicUrl: string; city: string }) {
  const writer = createCalendarWriter({ publicUrl });
  let key: Promise<string> | null = null;

  /** The server's feed key: made once by whichever instance needs it first, then read by all. */
  function feedKey(): Promise<string> {
    key ??= (async () => {
      await db.query('INSERT INTO calendar_feed_key (id, secret) VALUES (true, $1) ON CONFLICT (id) DO NOTHING', [generateToken()]);
      const [row] = await db.query<{ secret: string }>('SELECT secret FROM calendar_feed_key WHERE id');
      return row!.secret;
    })().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  }

  /** The token of a person's feed generation: derived, so the address can be shown again. */
  const feedToken = (key: string, userId: number, generation: number): string =>
    createHmac('sha256', key).update(`calendar-feed:${userId}:${generation}`).digest('base64url');

  const feedUrl = (token: string): string => `${publicUrl}/api/calendar/feeds/${token}.ics`;

  async function currentGeneration(userId: number): Promise<number | null> {
    const [row] = await db.query<{ generation: number }>('SELECT generation FROM calendar_feeds WHERE user_id = $1', [userId]);
    return row ? Number(row.generation) : null;
  }

  return {
    /** GET /api/events/{id}/calendar.ics: the event as its viewer may see it (404 as GET /api/events/{id}). */
    async eventFile(viewer: Account, eventId: number): Promise<{ filename: string; body: string }> {
      await findVisibleEvent(db, viewer, eventId);
      const [row] = await db.query<CalendarRow>(`SELECT ${CALENDAR_COLUMNS} FROM events e WHERE e.id = $1 AND e.deleted_at IS NULL`, [
        eventId,
      ]);
      if (!row) throw new NotFoundError(EVENT_MESSAGES.notFound);
      return { filename: `event-${eventId}.ics`, body: writer.write({ entries: [entryOf(row)] }) };
    },

    /** GET /api/calendar/subscription: the person's feed address, issued on the first ask. */
    async subscription(account: Pick<Account, 'id'>): Promise<CalendarSubscription> {
      const key = await feedKey();
      let generation = await currentGeneration(account.id);
      if (generation === null) {
        // Two first asks at once: one row wins, and both answer its address (read back below).
        await db.query(
          'INSERT INTO calendar_feeds (user_id, generation, token_hash) VALUES ($1, 1, $2) ON CONFLICT (user_id) DO NOTHING',
          [account.id, hashToken(feedToken(key, account.id, 1))],
        );
        generation = (await currentGeneration(account.id)) ?? 1;
      }
      return { url: feedUrl(feedToken(key, account.id, generation)) };
    },

    /** POST /api/calendar/subscription: a new address; the old one answers 404 from now on. */
    async reissue(account: Pick<Account, 'id'>): Promise<CalendarSubscription> {
      // Read before the transaction: the key's own queries go through the pool, and an embedded
      // database has one connection, which the transaction holds.
      const key = await feedKey();
      const token = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ generation: number }>('SELECT generation FROM calendar_feeds WHERE user_id = $1 FOR UPDATE', [
          account.id,
        ]);
        const generation = row ? Number(row.generation) + 1 : 1;
        const next = feedToken(key, account.id, generation);
        await tx.query(
          `INSERT INTO calendar_feeds (user_id, generation, token_hash) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET generation = EXCLUDED.generation, token_hash = EXCLUDED.token_hash, issued_at = now()`,
          [account.id, generation, hashToken(next)],
        );
        return next;
      });
      return { url: feedUrl(token) };
    },

    /**
     * GET /api/calendar/feeds/{token}.ics: the owner's joined and organized events, deleted ones as
     * cancelled. No session: the token is the key. A blocked owner's feed is gone too
     * (docs/accounts.md#statuses: a blocked account keeps only its profile).
     */
    async feed(file: string): Promise<string> {
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      if (!FEED_TOKEN.test(token)) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
      const tokenHash = hashToken(token);
      const [owner] = await db.query<{ user_id: number; token_hash: string }>(
        `SELECT f.user_id, f.token_hash FROM calendar_feeds f JOIN users u ON u.id = f.user_id
          WHERE f.token_hash = $1 AND u.status <> 'blocked'`,
        [tokenHash],
      );
      if (!owner || !tokenHashesEqual(owner.token_hash, tokenHash)) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
      const rows = await db.query<CalendarRow>(
        `SELECT ${CALENDAR_COLUMNS} FROM events e
          WHERE (e.organizer_id = $1
                 OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = $1))
            AND e.starts_at > now() - interval '${FEED_HISTORY}'
          ORDER BY e.starts_at, e.id`,
        [owner.user_id],
      );
      return writer.write({ name: `Городские события: ${city}`, refreshSeconds: FEED_REFRESH_SECONDS, entries: rows.map(entryOf) });
    },
  };
}
