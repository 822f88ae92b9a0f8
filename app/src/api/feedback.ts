/**
 * Typed feedback calls (docs/people.md#feedback), bodies and answers from '@city/contracts'.
 * They keep the wrapper's red toasts and its 401/403 hand-over (docs/people.md#feedback: "shared request
 * failures … for the feedback service calls"). A blocked or suspended account may send feedback
 * (docs/accounts.md#statuses), so nothing here looks at the account status.
 */
import {
  FEEDBACK_LIST_DEFAULTS,
  FEEDBACK_MESSAGES,
  feedbackSchema,
  myFeedbackResponseSchema,
  type Feedback,
  type FeedbackRequest,
  type MyFeedbackResponse,
} from '@city/contracts';
import { isApiError, type ApiError } from './errors';
import { request, type RequestOptions } from './request';

export type FeedbackCallOptions = Pick<RequestOptions, 'kind' | 'notify' | 'handleAuth' | 'signal'>;

export interface MyFeedbackPage {
  page?: number;
  limit?: number;
}

/**
 * docs/people.md#feedback: a failed feedback call reaches its caller as an Error carrying the service's
 * failure label; the wrapper's ApiError (status, server text, rate limit) is kept as its cause.
 * A call the caller cancelled is not a failure of the service and passes through unchanged.
 */
async function labelled<T>(label: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (cause) {
    if (!isApiError(cause)) throw cause;
    throw new Error(label, { cause });
  }
}

/** The wrapper's failure behind a labelled feedback error, or null for anything else. */
export function feedbackFailureCause(error: unknown): ApiError | null {
  return error instanceof Error && isApiError(error.cause) ? error.cause : null;
}

/** POST /api/feedback: the fields trimmed (docs/people.md#feedback); the e-mail is the account's. */
export function sendFeedback(body: FeedbackRequest, options?: FeedbackCallOptions): Promise<Feedback> {
  const trimmed = { subject: body.subject.trim(), message: body.message.trim(), category: body.category };
  return labelled(
    FEEDBACK_MESSAGES.createFailed,
    request('/api/feedback', { ...options, method: 'POST', body: trimmed, schema: feedbackSchema }),
  );
}

/** GET /api/feedback/my: the caller's own feedback, newest first (docs/people.md#feedback defaults). */
export function getMyFeedback(
  { page = FEEDBACK_LIST_DEFAULTS.page, limit = FEEDBACK_LIST_DEFAULTS.limit }: MyFeedbackPage = {},
  options?: FeedbackCallOptions,
): Promise<MyFeedbackResponse> {
  return labelled(
    FEEDBACK_MESSAGES.fetchMineFailed,
    request('/api/feedback/my', { ...options, query: { page, limit }, schema: myFeedbackResponseSchema }),
  );
}
