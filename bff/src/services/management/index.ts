import type { Database } from '../../db/database';
import type { Account } from '../users';
import { createEventClaimsService } from './event-claims';
import { createManagementFeedbackService } from './feedback';
import { organizerStatistics, participantStatistics, type OrganizerStatsQuery, type ParticipantStatsQuery } from './people-statistics';
import { categoryStatistics, moderatorStatistics, statisticsOverview } from './statistics';
import { changeUser, type UserChange } from './user-changes';
import { createUserClaimsService } from './user-claims';
import { listManagementUsers, type ManagementUsersQuery } from './users';

export interface ManagementServiceDeps {
  db: Database;
  /** APP_TIMEZONE: the feedback date filter reads city days. */
  timeZone: string;
}

/** The back office's services (management-side §7), one concern per file in this folder. */
export function createManagementServices({ db, timeZone }: ManagementServiceDeps) {
  return {
    eventClaims: createEventClaimsService(db),
    userClaims: createUserClaimsService(db),
    users: {
      list: (query: ManagementUsersQuery) => listManagementUsers(db, query),
      change: (actor: Account, userId: number, change: UserChange) => changeUser(db, actor, userId, change),
    },
    feedback: createManagementFeedbackService({ db, timeZone }),
    statistics: {
      overview: () => statisticsOverview(db),
      organizers: (query: OrganizerStatsQuery) => organizerStatistics(db, query),
      participants: (query: ParticipantStatsQuery) => participantStatistics(db, query),
      categories: () => categoryStatistics(db),
      moderators: () => moderatorStatistics(db),
    },
  };
}

export type ManagementServices = ReturnType<typeof createManagementServices>;
