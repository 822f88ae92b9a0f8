/**
 * The complaint calls of the back office (docs/back-office.md#event-complaints): both lists, both
 * decisions, and the account status change a moderator makes from a user complaint.
 * Answers are `{success, data}` (docs/back-office.md#event-complaints); callers get `data`.
 */
import {
  eventClaimDecisionResponseSchema,
  eventClaimsResponseSchema,
  managementUserResponseSchema,
  userClaimDecisionResponseSchema,
  userClaimsResponseSchema,
  type ClaimDecision,
  type ClaimStatus,
  type EVENT_CLAIM_SORT_COLUMNS,
  type EventClaimsResponse,
  type EventComplaint,
  type ManagementUser,
  type ManagementUserUpdate,
  type SortOrder,
  type USER_CLAIM_SORT_COLUMNS,
  type UserClaimsResponse,
  type UserComplaint,
} from '@city/contracts';
import { request } from '../request';
import { managementCall, managementPath, type ManagementCallOptions } from './index';

export type EventClaimSortColumn = (typeof EVENT_CLAIM_SORT_COLUMNS)[number];
export type UserClaimSortColumn = (typeof USER_CLAIM_SORT_COLUMNS)[number];

/** A page of a complaints list: page, limit, sortBy (whitelisted), sortOrder and an optional status. */
export interface ClaimsQuery<SortColumn extends string> {
  page: number;
  limit: number;
  sortBy: SortColumn;
  sortOrder: SortOrder;
  /** Absent: every status. */
  status?: ClaimStatus;
}

export type EventClaimsPage = EventClaimsResponse['data'];
export type UserClaimsPage = UserClaimsResponse['data'];

/** A moderator's decision with the optional comment (null: none). */
export interface ClaimDecisionInput {
  status: ClaimDecision;
  comment: string | null;
}

/** GET /api/management/claims/events */
export async function getEventClaims(
  query: ClaimsQuery<EventClaimSortColumn>,
  options?: ManagementCallOptions,
): Promise<EventClaimsPage> {
  const { data } = await request(managementPath('claims/events'), {
    ...managementCall(options),
    query: { ...query },
    schema: eventClaimsResponseSchema,
  });
  return data;
}

/** PUT /api/management/claims/events/{id}: 409 when it was decided already, 404 when missing. */
export async function decideEventClaim(
  claimId: number,
  { status, comment }: ClaimDecisionInput,
  options?: ManagementCallOptions,
): Promise<EventComplaint> {
  const { data } = await request(managementPath('claims/events', claimId), {
    ...managementCall(options),
    method: 'PUT',
    body: { status, resolutionComment: comment },
    schema: eventClaimDecisionResponseSchema,
  });
  return data;
}

/** GET /api/management/claims/users */
export async function getUserClaims(
  query: ClaimsQuery<UserClaimSortColumn>,
  options?: ManagementCallOptions,
): Promise<UserClaimsPage> {
  const { data } = await request(managementPath('claims/users'), {
    ...managementCall(options),
    query: { ...query },
    schema: userClaimsResponseSchema,
  });
  return data;
}

/** PUT /api/management/claims/users/{id}: the spec names the comment `moderator_comment`. */
export async function decideUserClaim(
  claimId: number,
  { status, comment }: ClaimDecisionInput,
  options?: ManagementCallOptions,
): Promise<UserComplaint> {
  const { data } = await request(managementPath('claims/users', claimId), {
    ...managementCall(options),
    method: 'PUT',
    body: { status, moderator_comment: comment },
    schema: userClaimDecisionResponseSchema,
  });
  return data;
}

/**
 * PUT /api/management/users/{id}: block, suspend or unblock (`active`) a reported account
 * (docs/back-office.md#event-complaints). Moderators may change plain users only (docs/back-office.md#access, 403 otherwise);
 * an update with neither status nor role is 400 'Не указаны данные для обновления'.
 */
export async function updateManagedUser(
  userId: number,
  update: ManagementUserUpdate,
  options?: ManagementCallOptions,
): Promise<ManagementUser> {
  const { data } = await request(managementPath('users', userId), {
    ...managementCall(options),
    method: 'PUT',
    body: update,
    schema: managementUserResponseSchema,
  });
  return data;
}
