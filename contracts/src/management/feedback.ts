import { z } from 'zod';
import { plainText } from '../text';
import { parseCalendarDate } from '../birthDate';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../feedback';
import { pagingQuerySchema, paginationSchema } from '../paging';
import { DEFAULT_PAGE_SIZE, managementEnvelope, MAX_PAGE_SIZE } from './envelope';
import { optionalComment, optionalSearch } from './fields';

const cityDate = (name: string) =>
  plainText()
    .refine((value) => parseCalendarDate(value) !== null, `Параметр ${name}: дата в формате ГГГГ-ММ-ДД`)
    .optional();

/**
 * GET /api/management/feedback: status, category, search in subject and message, a date range of
 * city dates (inclusive); newest first.
 */
export const managementFeedbackQuerySchema = pagingQuerySchema({ limit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE }).extend({
  status: z.enum(FEEDBACK_STATUSES, { error: 'Параметр status: new, read или resolved' }).optional(),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'Параметр category: general, bug или improvement' }).optional(),
  search: optionalSearch,
  dateFrom: cityDate('dateFrom'),
  dateTo: cityDate('dateTo'),
});

/** docs/back-office.md#feedback: a feedback item as staff see it. */
export const managementFeedbackSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive().nullable(),
  userName: z.string().nullable(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(FEEDBACK_STATUSES),
  adminComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolverName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type ManagementFeedback = z.infer<typeof managementFeedbackSchema>;

export const managementFeedbackListResponseSchema = managementEnvelope(
  z.object({ feedback: z.array(managementFeedbackSchema) }).extend(paginationSchema.shape),
);
export type ManagementFeedbackListResponse = z.infer<typeof managementFeedbackListResponseSchema>;

export const managementFeedbackResponseSchema = managementEnvelope(managementFeedbackSchema);

/** PUT /api/management/feedback/{id}: any status to any other; resolved records who and when. */
export const feedbackStatusUpdateSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: 'Статус: new, read или resolved' }),
  adminComment: optionalComment,
});
export type FeedbackStatusUpdate = z.input<typeof feedbackStatusUpdateSchema>;

/** GET /api/management/feedback/statistics */
export const feedbackStatisticsResponseSchema = managementEnvelope(
  z.object({
    total: z.number().int().nonnegative(),
    byStatus: z.object({
      new: z.number().int().nonnegative(),
      read: z.number().int().nonnegative(),
      resolved: z.number().int().nonnegative(),
    }),
  }),
);
export type FeedbackStatistics = z.infer<typeof feedbackStatisticsResponseSchema>['data'];
