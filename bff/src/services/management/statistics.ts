import { EVENT_CATEGORIES, type CategoryStat, type ModeratorStat, type StatisticsOverview } from '@city/contracts';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { staffName } from './sql';

/** docs/back-office.md#statistics: averages and rates are shown with one decimal; the sort uses the exact value. */
export const toTenths = (value: number): number => Math.round(value * 10) / 10;

/**
 * docs/back-office.md#dashboard: the dashboard totals from live data. All accounts; events not deleted; every
 * event complaint, user-filed and automatic (complaints about people are not in these totals);
 * pending ones; blocked and suspended accounts; the job queue's pending and failed jobs.
 */
export async function statisticsOverview(db: Database, jobs: Pick<JobQueue, 'stats'>): Promise<StatisticsOverview> {
  const [row] = await db.query<Omit<StatisticsOverview, 'jobs'>>(
    `SELECT (SELECT count(*) FROM users)::int AS "totalUsers",
            (SELECT count(*) FROM events WHERE deleted_at IS NULL)::int AS "totalEvents",
            (SELECT count(*) FROM event_claims)::int AS "totalClaims",
            (SELECT count(*) FROM event_claims WHERE status = 'pending')::int AS "pendingClaims",
            (SELECT count(*) FROM users WHERE status = 'blocked')::int AS "blockedUsers",
            (SELECT count(*) FROM users WHERE status = 'suspended')::int AS "suspendedUsers"`,
  );
  if (!row) throw new Error('the overview query answered no row');
  // Every queue together: the dashboard says whether work is waiting or lost, the logs say which.
  const queues = Object.values(await jobs.stats());
  const total = (field: 'pending' | 'failed') => queues.reduce((sum, queue) => sum + queue[field], 0);
  return { ...row, jobs: { pending: total('pending'), failed: total('failed') } };
}

/**
 * docs/back-office.md#statistics 'По категориям': every category of the event form, even without events, in
 * the form's order after the busiest; participants of not-deleted events. A category outside the
 * list (there is none while the column's CHECK stands) would appear as its own row, a blank one as null.
 */
export async function categoryStatistics(db: Database): Promise<CategoryStat[]> {
  const rows = await db.query<Omit<CategoryStat, 'avg_participants'>>(
    `WITH counted AS (
       SELECT nullif(btrim(e.category), '') AS category, count(*)::int AS events_count,
              sum(joined.participants)::int AS total_participants
         FROM events e
         CROSS JOIN LATERAL (SELECT count(*) AS participants FROM event_participants p WHERE p.event_id = e.id) joined
        WHERE e.deleted_at IS NULL
        GROUP BY 1
     ), known AS (
       SELECT category, position FROM unnest($1::text[]) WITH ORDINALITY AS listed(category, position)
     )
     SELECT coalesce(known.category, counted.category) AS category,
            coalesce(counted.events_count, 0) AS events_count,
            coalesce(counted.total_participants, 0) AS total_participants
       FROM known FULL JOIN counted ON counted.category = known.category
      ORDER BY events_count DESC, known.position NULLS LAST, category`,
    [EVENT_CATEGORIES],
  );
  return rows.map((row) => ({
    ...row,
    avg_participants: row.events_count === 0 ? 0 : toTenths(row.total_participants / row.events_count),
  }));
}

/**
 * docs/back-office.md#access 'Модераторы' (admin only): everyone who decided a complaint, about an event
 * or a person, whatever their role today; approval_rate is the approved share of their decisions
 * in percent. Most decisions first.
 */
export async function moderatorStatistics(db: Database): Promise<ModeratorStat[]> {
  const rows = await db.query<Omit<ModeratorStat, 'approval_rate'>>(
    `WITH decisions AS (
       SELECT reviewed_by AS moderator_id, status FROM event_claims
        WHERE reviewed_by IS NOT NULL AND status IN ('approved', 'rejected')
       UNION ALL
       SELECT moderator_id, status FROM user_claims
        WHERE moderator_id IS NOT NULL AND status IN ('approved', 'rejected')
     )
     SELECT u.id AS moderator_id, ${staffName('u')} AS moderator_name,
            count(*)::int AS total_claims_reviewed,
            count(*) FILTER (WHERE d.status = 'approved')::int AS claims_approved,
            count(*) FILTER (WHERE d.status = 'rejected')::int AS claims_rejected
       FROM decisions d JOIN users u ON u.id = d.moderator_id
      GROUP BY u.id
      ORDER BY total_claims_reviewed DESC, moderator_name, u.id`,
  );
  return rows.map((row) => ({ ...row, approval_rate: toTenths((row.claims_approved * 100) / row.total_claims_reviewed) }));
}
