/**
 * The feedback section's calls (docs/back-office.md#answers-and-errors). Answers are `{success, data}`
 * (docs/back-office.md#dashboard); callers get `data`. The counts per status are the dashboard's call
 * (overview.ts, getFeedbackStatistics), which this section reads too.
 */
import {
  managementFeedbackListResponseSchema,
  managementFeedbackResponseSchema,
  type FeedbackCategory,
  type FeedbackStatus,
  type FeedbackStatusUpdate,
  type ManagementFeedback,
  type ManagementFeedbackListResponse,
} from '@city/contracts';
import { request } from '../request';
import { managementCall, managementPath, type ManagementCallOptions } from './index';

/** The list query (contracts' managementFeedbackQuerySchema); absent filters mean all. */
export type ManagementFeedbackQuery = {
  page: number;
  limit: number;
  status?: FeedbackStatus;
  category?: FeedbackCategory;
  /** In the subject and the message. */
  search?: string;
  /** City dates 'yyyy-MM-dd', both inclusive. */
  dateFrom?: string;
  dateTo?: string;
};

export type ManagementFeedbackPage = ManagementFeedbackListResponse['data'];

/** GET /api/management/feedback: newest first; empty filters are left out of the query. */
export async function listManagementFeedback(
  query: ManagementFeedbackQuery,
  options?: ManagementCallOptions,
): Promise<ManagementFeedbackPage> {
  const { data } = await request(managementPath('feedback'), {
    ...managementCall(options),
    query,
    schema: managementFeedbackListResponseSchema,
  });
  return data;
}

/** GET /api/management/feedback/{id}: the item in full; 404 'Отзыв не найден'. */
export async function getManagementFeedback(feedbackId: number, options?: ManagementCallOptions): Promise<ManagementFeedback> {
  const { data } = await request(managementPath('feedback', feedbackId), {
    ...managementCall(options),
    schema: managementFeedbackResponseSchema,
  });
  return data;
}

/** PUT /api/management/feedback/{id}: any status to any other; resolving records who and when. */
export async function updateFeedbackStatus(
  feedbackId: number,
  update: FeedbackStatusUpdate,
  options?: ManagementCallOptions,
): Promise<ManagementFeedback> {
  const { data } = await request(managementPath('feedback', feedbackId), {
    ...managementCall(options),
    method: 'PUT',
    body: { status: update.status, adminComment: update.adminComment ?? null },
    schema: managementFeedbackResponseSchema,
  });
  return data;
}
