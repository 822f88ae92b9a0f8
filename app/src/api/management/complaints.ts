/**
 * The complaint calls of the back office (docs/back-office.md#event-complaints): both lists, both
 * decisions, and the account status change a moderator makes from a user complaint.
 * Answers are `{success, data}` (docs/back-office.md#event-complaints); callers get `data`.
 */
import {
  eventComplaintDecisionResponseSchema,
  eventComplaintsResponseSchema,
  managementUserResponseSchema,
  userComplaintDecisionResponseSchema,
  userComplaintsResponseSchema,
  type ComplaintDecision,
  type ComplaintStatus,
  type EVENT_COMPLAINT_SORT_COLUMNS,
  type EventComplaintsResponse,
  type EventComplaint,
  type ManagementUser,
  type ManagementUserUpdate,
  type SortOrder,
  type USER_COMPLAINT_SORT_COLUMNS,
  type UserComplaintsResponse,
  type UserComplaint,
} from '@city/contracts';
import { request } from '../request';
import { managementCall, managementPath, type ManagementCallOptions } from './index';

export type EventComplaintSortColumn = (typeof EVENT_COMPLAINT_SORT_COLUMNS)[number];
export type UserComplaintSortColumn = (typeof USER_COMPLAINT_SORT_COLUMNS)[number];

/** A page of a complaints list: page, limit, sortBy (whitelisted), sortOrder and an optional status. */
export interface ComplaintsQuery<SortColumn extends string> {
  page: number;
  limit: number;
  sortBy: SortColumn;
  sortOrder: SortOrder;
  /** Absent: every status. */
  status?: ComplaintStatus;
}

export type EventComplaintsPage = EventComplaintsResponse['data'];
export type UserComplaintsPage = UserComplaintsResponse['data'];

/** A moderator's decision with the optional comment (null: none). */
export interface ComplaintDecisionInput {
  status: ComplaintDecision;
  comment: string | null;
}

/** GET /api/management/claims/events */
export async function getEventComplaints(
  query: ComplaintsQuery<EventComplaintSortColumn>,
  options?: ManagementCallOptions,
): Promise<EventComplaintsPage> {
  const { data } = await request(managementPath('claims/events'), {
    ...managementCall(options),
    query: { ...query },
    schema: eventComplaintsResponseSchema,
  });
  return data;
}

/** PUT /api/management/claims/events/{id}: 409 when it was decided already, 404 when missing. */
export async function decideEventComplaint(
  complaintId: number,
  { status, comment }: ComplaintDecisionInput,
  options?: ManagementCallOptions,
): Promise<EventComplaint> {
  const { data } = await request(managementPath('claims/events', complaintId), {
    ...managementCall(options),
    method: 'PUT',
    body: { status, resolutionComment: comment },
    schema: eventComplaintDecisionResponseSchema,
  });
  return data;
}

/** GET /api/management/claims/users */
export async function getUserComplaints(
  query: ComplaintsQuery<UserComplaintSortColumn>,
  options?: ManagementCallOptions,
): Promise<UserComplaintsPage> {
  const { data } = await request(managementPath('claims/users'), {
    ...managementCall(options),
    query: { ...query },
    schema: userComplaintsResponseSchema,
  });
  return data;
}

/** PUT /api/management/claims/users/{id}: the spec names the comment `moderator_comment`. */
export async function decideUserComplaint(
  complaintId: number,
  { status, comment }: ComplaintDecisionInput,
  options?: ManagementCallOptions,
): Promise<UserComplaint> {
  const { data } = await request(managementPath('claims/users', complaintId), {
    ...managementCall(options),
    method: 'PUT',
    body: { status, moderator_comment: comment },
    schema: userComplaintDecisionResponseSchema,
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
