import type { Event } from '@city/contracts';
import type { Database } from '../db/database';
import { createKeptCopies } from '../db/kept-copies';
import { LONGEST_EVENT } from './event-rows';

export type ViewerMark = Pick<Event, 'isFavorite' | 'isParticipant' | 'waitlistPosition'>;

export interface ViewerMarksReader {
  /** The viewer's favourite, participant and waitlist marks on these events (the events of a list page). */
  on(viewerId: number, eventIds: readonly number[], now: Date): Promise<Map<number, ViewerMark>>;
}

interface KnownMarks {
  favorites: ReadonlySet<number>;
  participations: ReadonlySet<number>;
  /** Events whose waitlist the viewer is in; the positions move with others, so they are read per page. */
  waiting: ReadonlySet<number>;
  /** Epoch ms of the read: the sets hold every event not ended then, so any later list is covered. */
  readAt: number;
}

export interface ViewerMarksOptions {
  /** People whose marks are kept at once; the least recently seen go first. */
  maxViewers?: number;
  /** Someone with more live marks than this is asked per page instead of kept. */
  maxMarks?: number;
}

/**
 * A signed-in viewer's own marks on list pages. Each person's favourites, participations and
 * waitlists among events not yet ended are read once (one indexed query) and kept per instance, exact through
 * createKeptCopies: a join, leave, save or unsave drops that person's copy, so a mark never lags.
 */
export function createViewerMarksReader(db: Database, { maxViewers = 20_000, maxMarks = 1_000 }: ViewerMarksOptions = {}): ViewerMarksReader {
  const known = createKeptCopies<number, KnownMarks>(db.changes, 'viewers', { maxCopies: maxViewers, keyOfAnnounced: Number });

  async function readLiveMarks(viewerId: number, now: Date): Promise<KnownMarks | null> {
    const rows = await db.query<{ event_id: number; mark: 'favorite' | 'participant' | 'waiting' }>(
      `(SELECT f.event_id, 'favorite' AS mark FROM event_favorites f JOIN events e ON e.id = f.event_id
         WHERE f.user_id = $1 AND e.deleted_at IS NULL AND e.starts_at >= $2::timestamptz - interval '${LONGEST_EVENT}')
       UNION ALL
       (SELECT p.event_id, 'participant' AS mark FROM event_participants p JOIN events e ON e.id = p.event_id
         WHERE p.user_id = $1 AND e.deleted_at IS NULL AND e.starts_at >= $2::timestamptz - interval '${LONGEST_EVENT}')
       UNION ALL
       (SELECT w.event_id, 'waiting' AS mark FROM event_waitlist w JOIN events e ON e.id = w.event_id
         WHERE w.user_id = $1 AND e.deleted_at IS NULL AND e.starts_at >= $2::timestamptz - interval '${LONGEST_EVENT}')
       LIMIT $3`,
      [viewerId, now, maxMarks + 1],
      { prepared: true },
    );
    if (rows.length > maxMarks) return null;
    const eventsMarked = (mark: string) => new Set(rows.filter((row) => row.mark === mark).map((row) => row.event_id));
    return {
      favorites: eventsMarked('favorite'),
      participations: eventsMarked('participant'),
      waiting: eventsMarked('waiting'),
      readAt: now.getTime(),
    };
  }

  /** Someone with very many marks: only the page's events, by their primary keys. */
  async function readPageMarks(viewerId: number, eventIds: readonly number[]): Promise<Map<number, ViewerMark>> {
    const [rows, positions] = await Promise.all([
      db.query<{ id: number; is_favorite: boolean; is_participant: boolean }>(
        `SELECT ids.id,
                EXISTS (SELECT 1 FROM event_favorites f WHERE f.event_id = ids.id AND f.user_id = $1) AS is_favorite,
                EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = ids.id AND p.user_id = $1) AS is_participant
           FROM unnest($2::bigint[]) AS ids(id)`,
        [viewerId, [...eventIds]],
        { prepared: true },
      ),
      readPositions(viewerId, eventIds),
    ]);
    return new Map(
      rows.map((row) => [
        row.id,
        { isFavorite: row.is_favorite, isParticipant: row.is_participant, waitlistPosition: positions.get(row.id) ?? null },
      ]),
    );
  }

  /** docs/events.md#waitlist: the viewer's place in line at these events (people ahead, plus one). */
  async function readPositions(viewerId: number, eventIds: readonly number[]): Promise<Map<number, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db.query<{ event_id: number; position: number }>(
      `SELECT mine.event_id, count(*)::int AS position
         FROM event_waitlist mine
         JOIN event_waitlist ahead ON ahead.event_id = mine.event_id AND ahead.id <= mine.id
        WHERE mine.user_id = $1 AND mine.event_id = ANY($2::bigint[])
        GROUP BY mine.event_id`,
      [viewerId, [...eventIds]],
      { prepared: true },
    );
    return new Map(rows.map((row) => [row.event_id, row.position]));
  }

  /** Most pages hold no event the viewer waits for: then no query beyond the kept marks. */
  async function marksFrom(viewerId: number, marks: KnownMarks, eventIds: readonly number[]): Promise<Map<number, ViewerMark>> {
    const positions = await readPositions(viewerId, eventIds.filter((id) => marks.waiting.has(id)));
    return new Map(
      eventIds.map((id) => [
        id,
        {
          isFavorite: marks.favorites.has(id),
          isParticipant: marks.participations.has(id),
          waitlistPosition: positions.get(id) ?? null,
        },
      ]),
    );
  }

  return {
    async on(viewerId, eventIds, now) {
      await known.settled();
      const hit = known.get(viewerId, (marks) => marks.readAt <= now.getTime());
      if (hit) return marksFrom(viewerId, hit, eventIds);
      const ticket = known.beginRead();
      const marks = await readLiveMarks(viewerId, now);
      if (!marks) return readPageMarks(viewerId, eventIds);
      known.keep(viewerId, marks, ticket);
      return marksFrom(viewerId, marks, eventIds);
    },
  };
}
