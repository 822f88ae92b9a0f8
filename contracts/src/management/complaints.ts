import { z } from 'zod';
import { pagingQuerySchema, paginationSchema } from '../paging';
import { COMPLAINT_STATUSES, VIOLATION_CATEGORIES } from '../moderation';
import { USER_STATUSES } from '../roles';
import { DEFAULT_PAGE_SIZE, managementEnvelope, MAX_PAGE_SIZE, sortedPageQuery } from './envelope';
import { optionalComment } from './fields';

/** docs/back-office.md#event-complaints: the complaint text is cut at this many characters in the table. */
export const COMPLAINT_TEXT_PREVIEW = 100;

export const COMPLAINT_DECISIONS = ['approved', 'rejected'] as const;
export type ComplaintDecision = (typeof COMPLAINT_DECISIONS)[number];

const complaintStatusFilter = z
  .enum(COMPLAINT_STATUSES, { error: 'Параметр status принимает значения pending, approved или rejected' })
  .optional();

export const EVENT_COMPLAINT_SORT_COLUMNS = ['created_at', 'updated_at', 'reviewed_at', 'status', 'event_title'] as const;
export const USER_COMPLAINT_SORT_COLUMNS = ['created_at', 'reviewed_at', 'status', 'user_name'] as const;

/** GET /api/management/claims/events: page, limit, sortBy, sortOrder, status. */
export const eventComplaintsQuerySchema = pagingQuerySchema({ limit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE })
  .extend(sortedPageQuery(EVENT_COMPLAINT_SORT_COLUMNS, 'created_at').shape)
  .extend({ status: complaintStatusFilter });

export const userComplaintsQuerySchema = pagingQuerySchema({ limit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE })
  .extend(sortedPageQuery(USER_COMPLAINT_SORT_COLUMNS, 'created_at').shape)
  .extend({ status: complaintStatusFilter });

/**
 * docs/back-office.md#event-complaints: what the automatic moderation left on its complaint (docs/moderation.md#the-automatic-complaint
 * System claim). User-filed complaints carry null.
 */
export const complaintMetadataSchema = z.object({
  autoModeration: z.boolean(),
  systemGenerated: z.boolean(),
  model: z.string().nullable(),
  confidence: z.number().min(0).max(1).nullable(),
  category: z.enum(VIOLATION_CATEGORIES).nullable(),
  lawReference: z.string().nullable(),
  checkedAt: z.string().nullable(),
});

/** docs/back-office.md#event-complaints: an event complaint row. */
export const eventComplaintSchema = z.object({
  id: z.number().int().positive(),
  eventId: z.number().int().positive(),
  eventTitle: z.string(),
  organizerName: z.string(),
  reporterUserId: z.number().int().positive().nullable(),
  reporterName: z.string().nullable(),
  reason: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  moderatorName: z.string().nullable(),
  resolutionComment: z.string().nullable(),
  metadata: complaintMetadataSchema.nullable(),
});
export type EventComplaint = z.infer<typeof eventComplaintSchema>;

export const eventComplaintsResponseSchema = managementEnvelope(
  z.object({ claims: z.array(eventComplaintSchema) }).extend(paginationSchema.shape),
);
export type EventComplaintsResponse = z.infer<typeof eventComplaintsResponseSchema>;

/** PUT /api/management/claims/events/{id} */
export const eventComplaintDecisionSchema = z.object({
  status: z.enum(COMPLAINT_DECISIONS, { error: 'Статус решения: approved или rejected' }),
  resolutionComment: optionalComment,
});
export type EventComplaintDecision = z.input<typeof eventComplaintDecisionSchema>;

/** docs/back-office.md#user-complaints: a user complaint row (snake_case, as the spec names it). */
export const userComplaintSchema = z.object({
  id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  user_name: z.string(),
  user_email: z.string(),
  /** The reported account's current status: decides between block/suspend and unblock. */
  user_status: z.enum(USER_STATUSES),
  claimed_by_name: z.string(),
  claim_reason: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  moderator_comment: z.string().nullable(),
});
export type UserComplaint = z.infer<typeof userComplaintSchema>;

export const userComplaintsResponseSchema = managementEnvelope(
  z.object({ claims: z.array(userComplaintSchema) }).extend(paginationSchema.shape),
);
export type UserComplaintsResponse = z.infer<typeof userComplaintsResponseSchema>;

/** PUT /api/management/claims/users/{id} */
export const userComplaintDecisionSchema = z.object({
  status: z.enum(COMPLAINT_DECISIONS, { error: 'Статус решения: approved или rejected' }),
  moderator_comment: optionalComment,
});
export type UserComplaintDecision = z.input<typeof userComplaintDecisionSchema>;

/** The decided complaint, as the list shows it afterwards. */
export const eventComplaintDecisionResponseSchema = managementEnvelope(eventComplaintSchema);
export const userComplaintDecisionResponseSchema = managementEnvelope(userComplaintSchema);
