/**
 * The detailed statistics' calls (docs/back-office.md#answers-and-errors). Answers are `{success, data}`
 * (docs/back-office.md#dashboard); callers get `data`. The dashboard's totals are overview.ts.
 */
import {
  categoryStatsResponseSchema,
  moderatorStatsResponseSchema,
  organizerStatsResponseSchema,
  participantStatsResponseSchema,
  type CategoryStat,
  type ModeratorStat,
  type ORGANIZER_SORT_COLUMNS,
  type PARTICIPANT_SORT_COLUMNS,
  type SortOrder,
} from '@city/contracts';
import type { z } from 'zod';
import { request } from '../request';
import { managementCall, managementPath, type ManagementCallOptions } from './index';

/** A sorted page of a statistics table (contracts' organizerStatsQuerySchema and participantStatsQuerySchema). */
type StatsPageQuery<SortColumn extends string> = { page: number; limit: number; sortBy: SortColumn; sortOrder: SortOrder };

export type OrganizerSortColumn = (typeof ORGANIZER_SORT_COLUMNS)[number];
export type ParticipantSortColumn = (typeof PARTICIPANT_SORT_COLUMNS)[number];
export type OrganizerStatsQuery = StatsPageQuery<OrganizerSortColumn>;
export type ParticipantStatsQuery = StatsPageQuery<ParticipantSortColumn>;
export type OrganizerStatsPage = z.output<typeof organizerStatsResponseSchema>['data'];
export type ParticipantStatsPage = z.output<typeof participantStatsResponseSchema>['data'];

/** GET /api/management/statistics/organizers: everyone with a non-deleted event, sorted and paged. */
export async function getOrganizerStats(query: OrganizerStatsQuery, options?: ManagementCallOptions): Promise<OrganizerStatsPage> {
  const { data } = await request(managementPath('statistics/organizers'), {
    ...managementCall(options),
    query,
    schema: organizerStatsResponseSchema,
  });
  return data;
}

/** GET /api/management/statistics/participants: sorted and paged. */
export async function getParticipantStats(
  query: ParticipantStatsQuery,
  options?: ManagementCallOptions,
): Promise<ParticipantStatsPage> {
  const { data } = await request(managementPath('statistics/participants'), {
    ...managementCall(options),
    query,
    schema: participantStatsResponseSchema,
  });
  return data;
}

/** GET /api/management/statistics/categories: every category, not paged. */
export async function getCategoryStats(options?: ManagementCallOptions): Promise<CategoryStat[]> {
  const { data } = await request(managementPath('statistics/categories'), {
    ...managementCall(options),
    schema: categoryStatsResponseSchema,
  });
  return data.categories;
}

/** GET /api/management/statistics/moderators: admin only (403 for a moderator, docs/back-office.md#access). */
export async function getModeratorStats(options?: ManagementCallOptions): Promise<ModeratorStat[]> {
  const { data } = await request(managementPath('statistics/moderators'), {
    ...managementCall(options),
    schema: moderatorStatsResponseSchema,
  });
  return data.moderators;
}
