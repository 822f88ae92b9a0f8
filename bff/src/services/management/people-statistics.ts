import {
  pagination,
  type OrganizerStat,
  type ParticipantStat,
  type organizerStatsQuerySchema,
  type organizerStatsResponseSchema,
  type participantStatsQuerySchema,
  type participantStatsResponseSchema,
} from '@city/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { orderBy, staffName } from './sql';
import { toTenths } from './statistics';

export type OrganizerStatsQuery = z.output<typeof organizerStatsQuerySchema>;
export type ParticipantStatsQuery = z.output<typeof participantStatsQuerySchema>;
type OrganizerStatsPage = z.infer<typeof organizerStatsResponseSchema>['data'];
type ParticipantStatsPage = z.infer<typeof participantStatsResponseSchema>['data'];

const ORGANIZER_SORT: Record<OrganizerStatsQuery['sortBy'], string> = {
  events_count: 'events_count',
  total_participants: 'total_participants',
  avg_participants_per_event: 'avg_exact',
  total_claims: 'total_claims',
  approved_claims: 'approved_claims',
  user_name: 'lower(user_name)',
};

const PARTICIPANT_SORT: Record<ParticipantStatsQuery['sortBy'], string> = {
  events_participated: 'events_participated',
  registration_date: 'registration_date',
  user_name: 'lower(user_name)',
};

/**
 * docs/back-office.md#statistics 'Топ организаторы': everyone with a not-deleted event; over those
 * events: their number, participants, the average per event, complaints about them (user-filed
 * and automatic) and the approved ones.
 */
export async function organizerStatistics(
  db: Database,
  { page, limit, sortBy, sortOrder }: OrganizerStatsQuery,
): Promise<OrganizerStatsPage> {
  const params = new SqlParams();
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(DISTINCT organizer_id)::int AS total FROM events WHERE deleted_at IS NULL',
  );
  const rows = await db.query<Omit<OrganizerStat, 'avg_participants_per_event'> & { avg_exact: number }>(
    `WITH per_event AS (
       SELECT e.organizer_id,
              (SELECT count(*) FROM event_participants p WHERE p.event_id = e.id) AS participants,
              (SELECT count(*) FROM event_claims c WHERE c.event_id = e.id) AS claims,
              (SELECT count(*) FROM event_claims c WHERE c.event_id = e.id AND c.status = 'approved') AS approved
         FROM events e
        WHERE e.deleted_at IS NULL
     ), organizers AS (
       SELECT u.id AS user_id, ${staffName('u')} AS user_name, u.email AS user_email,
              count(*)::int AS events_count,
              sum(per_event.participants)::int AS total_participants,
              sum(per_event.participants)::float8 / count(*) AS avg_exact,
              sum(per_event.claims)::int AS total_claims,
              sum(per_event.approved)::int AS approved_claims
         FROM per_event JOIN users u ON u.id = per_event.organizer_id
        GROUP BY u.id
     )
     SELECT * FROM organizers
     ${orderBy(ORGANIZER_SORT, sortBy, sortOrder, 'user_id')}
     LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
    params.values,
  );
  const organizers = rows.map(({ avg_exact, ...row }) => ({ ...row, avg_participants_per_event: toTenths(avg_exact) }));
  return { organizers, ...pagination(page, limit, counted?.total ?? 0) };
}

/**
 * docs/back-office.md#statistics 'Активные участники': everyone who joined a not-deleted event, with how
 * many they joined and when they registered.
 */
export async function participantStatistics(
  db: Database,
  { page, limit, sortBy, sortOrder }: ParticipantStatsQuery,
): Promise<ParticipantStatsPage> {
  const params = new SqlParams();
  const joined = `FROM event_participants p JOIN events e ON e.id = p.event_id AND e.deleted_at IS NULL`;
  const [counted] = await db.query<{ total: number }>(`SELECT count(DISTINCT p.user_id)::int AS total ${joined}`);
  const rows = await db.query<Omit<ParticipantStat, 'registration_date'> & { registration_date: Date }>(
    `WITH participants AS (
       SELECT u.id AS user_id, ${staffName('u')} AS user_name, u.email AS user_email,
              count(*)::int AS events_participated, u.created_at AS registration_date
         ${joined} JOIN users u ON u.id = p.user_id
        GROUP BY u.id
     )
     SELECT * FROM participants
     ${orderBy(PARTICIPANT_SORT, sortBy, sortOrder, 'user_id')}
     LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
    params.values,
  );
  return {
    participants: rows.map((row) => ({ ...row, registration_date: row.registration_date.toISOString() })),
    ...pagination(page, limit, counted?.total ?? 0),
  };
}
