import type { Event } from '@city/contracts';
import type { Database } from '../db/database';
import { createKeptCopies } from '../db/kept-copies';
import { LONGEST_EVENT } from './event-rows';

export type ViewerMark = Pick<Event, 'isFavorite' | 'isParticipant'>;

export interface ViewerMarksReader {
  /** The viewer's favourite and participant marks on these events (the events of a list page). */
  on(viewerId: number, eventIds: readonly number[], now: Date): Promise<Map<number, ViewerMark>>;
}

interface KnownMarks {
  favorites: ReadonlySet<number>;
  participations: ReadonlySet<number>;
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
 * A signed-in viewer's own marks on list pages. Each person's favourites and participations among
 * events not yet ended are read once (one indexed query) and kept per instance, exact through
 * createKeptCopies: a join, leave, save or unsave drops that person's copy, so a mark never lags.
 */
export function createViewerMarksReader(db: Database, { maxViewers = 20_000, maxMarks = 1_000 }: ViewerMarksOptions = {}): ViewerMarksReader {
  const known = createKeptCopies<number, KnownMarks>(db.changes, 'viewers', { maxCopies: maxViewers, keyOfAnnounced: Number });

  async function readLiveMarks(viewerId: number, now: Date): Promise<KnownMarks | null> {
    const rows = await db.query<{ event_id: number; favorite: boolean }>(
      `(SELECT f.event_id, true AS favorite FROM event_favorites f JOIN events e ON e.id = f.event_id
         WHERE f.user_id = $1 AND e.deleted_at IS NULL AND e.starts_at >= $2::timestamptz - interval '${LONGEST_EVENT}')
       UNION ALL
       (SELECT p.event_id, false AS favorite FROM event_participants p JOIN events e ON e.id = p.event_id
         WHERE p.user_id = $1 AND e.deleted_at IS NULL AND e.starts_at >= $2::timestamptz - interval '${LONGEST_EVENT}')
       LIMIT $3`,
      [viewerId, now, maxMarks + 1],
      { prepared: true },
    );
    if (rows.length > maxMarks) return null;
    return {
      favorites: new Set(rows.filter((row) => row.favorite).map((row) => row.event_id)),
      participations: new Set(rows.filter((row) => !row.favorite).map((row) => row.event_id)),
      readAt: now.getTime(),
    };
  }

  /** Someone with very many marks: only the page's events, by their primary keys. */
  async function readPageMarks(viewerId: number, eventIds: readonly number[]): Promise<Map<number, ViewerMark>> {
    const rows = await db.query<{ id: number; is_favorite: boolean; is_participant: boolean }>(
      `SELECT ids.id,
              EXISTS (SELECT 1 FROM event_favorites f WHERE f.event_id = ids.id AND f.user_id = $1) AS is_favorite,
              EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = ids.id AND p.user_id = $1) AS is_participant
         FROM unnest($2::bigint[]) AS ids(id)`,
      [viewerId, [...eventIds]],
      { prepared: true },
    );
    return new Map(rows.map((row) => [row.id, { isFavorite: row.is_favorite, isParticipant: row.is_participant }]));
  }

  const marksFrom = (marks: KnownMarks, eventIds: readonly number[]): Map<number, ViewerMark> =>
    new Map(eventIds.map((id) => [id, { isFavorite: marks.favorites.has(id), isParticipant: marks.participations.has(id) }]));

  return {
    async on(viewerId, eventIds, now) {
      await known.settled();
      const hit = known.get(viewerId, (marks) => marks.readAt <= now.getTime());
      if (hit) return marksFrom(hit, eventIds);
      const ticket = known.beginRead();
      const marks = await readLiveMarks(viewerId, now);
      if (!marks) return readPageMarks(viewerId, eventIds);
      known.keep(viewerId, marks, ticket);
      return marksFrom(marks, eventIds);
    },
  };
}
