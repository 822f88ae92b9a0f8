import type { ViolationCategory } from '@city/contracts';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../clock';
import type { MailOutbox } from '../mail-outbox';
import type { Account } from '../users';
import { createEventComplaintsService } from './event-complaints';
import { createManagementFeedbackService } from './feedback';
import { drawUnflaggedSample, labelSampledEvent } from './moderation-sample';
import { organizerStatistics, participantStatistics, type OrganizerStatsQuery, type ParticipantStatsQuery } from './people-statistics';
import { categoryStatistics, moderatorStatistics, statisticsOverview } from './statistics';
import { changeUser, type UserChange } from './user-changes';
import { createUserComplaintsService } from './user-complaints';
import { listManagementUsers, type ManagementUsersQuery } from './users';

export interface ManagementServiceDeps {
  db: Database;
  /** APP_TIMEZONE: the feedback date filter reads city days. */
  timeZone: string;
  /** Which events are live (the moderation sample draws only those). */
  clock: Clock;
  /** The organizer hears of a decision on a complaint about their event. */
  outbox: MailOutbox;
  publicUrl: string;
  /** The dashboard shows its pending and failed jobs. */
  jobs: Pick<JobQueue, 'stats'>;
}

/** The back office's services (docs/back-office.md#api), one concern per file in this folder. */
export function createManagementServices({ db, timeZone, clock, outbox, publicUrl, jobs }: ManagementServiceDeps) {
  return {
    eventComplaints: createEventComplaintsService(db, { outbox, publicUrl }),
    userComplaints: createUserComplaintsService(db),
    users: {
      list: (query: ManagementUsersQuery) => listManagementUsers(db, query),
      change: (actor: Account, userId: number, change: UserChange) => changeUser(db, actor, userId, change),
    },
    feedback: createManagementFeedbackService({ db, timeZone }),
    statistics: {
      overview: () => statisticsOverview(db, jobs),
      organizers: (query: OrganizerStatsQuery) => organizerStatistics(db, query),
      participants: (query: ParticipantStatsQuery) => participantStatistics(db, query),
      categories: () => categoryStatistics(db),
      moderators: () => moderatorStatistics(db),
    },
    moderationSample: {
      draw: (size: number) => drawUnflaggedSample(db, size, clock()),
      label: (moderator: Account, eventId: number, category: ViolationCategory | null) => labelSampledEvent(db, moderator, eventId, category),
    },
  };
}

export type ManagementServices = ReturnType<typeof createManagementServices>;
