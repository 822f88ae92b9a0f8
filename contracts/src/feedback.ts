import { z } from 'zod';
import { plainText, visibleText } from './text';
import { paginationSchema, pagingQuerySchema } from './paging';

/** docs/people.md#feedback: feedback categories and statuses with their labels. */
export const FEEDBACK_CATEGORIES = ['general', 'bug', 'improvement'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  general: 'Общее',
  bug: 'Ошибка',
  improvement: 'Улучшение',
};

export const FEEDBACK_STATUSES = ['new', 'read', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'Новый',
  read: 'Прочитан',
  resolved: 'Решен',
};

/** docs/people.md#feedback: subject and message limits and where their counters turn red. */
export const FEEDBACK_LIMITS = {
  subjectMax: 256,
  messageMax: 3000,
  subjectWarnAt: 230,
  messageWarnAt: 2700,
} as const;

/** docs/people.md#feedback: the user's own feedback list pages. */
export const FEEDBACK_LIST_DEFAULTS = { page: 1, limit: 10, maxLimit: 100 } as const;

export const FEEDBACK_MESSAGES = {
  subjectRequired: 'Укажите тему',
  subjectTooLong: `Тема должна быть не длиннее ${FEEDBACK_LIMITS.subjectMax} символов`,
  messageRequired: 'Напишите сообщение',
  messageTooLong: `Сообщение должно быть не длиннее ${FEEDBACK_LIMITS.messageMax} символов`,
  categoryInvalid: 'Выберите категорию: общее, ошибка или улучшение',
  /** docs/people.md#feedback: failure labels of the feedback calls. */
  createFailed: 'Failed to create feedback',
  fetchMineFailed: 'Failed to fetch user feedback',
} as const;

/** docs/people.md#feedback: Send is enabled only for a trimmed, non-empty subject and message within limits. */
export function canSendFeedback(subject: string, message: string): boolean {
  const trimmedSubject = subject.trim();
  const trimmedMessage = message.trim();
  return (
    trimmedSubject.length > 0 &&
    trimmedSubject.length <= FEEDBACK_LIMITS.subjectMax &&
    trimmedMessage.length > 0 &&
    trimmedMessage.length <= FEEDBACK_LIMITS.messageMax
  );
}

/** POST /api/feedback: fields trimmed; the e-mail is the account's, never taken from the body. */
export const feedbackRequestSchema = z.object({
  subject: visibleText(
    plainText({ error: FEEDBACK_MESSAGES.subjectRequired })
      .trim()
      .min(1, FEEDBACK_MESSAGES.subjectRequired)
      .max(FEEDBACK_LIMITS.subjectMax, FEEDBACK_MESSAGES.subjectTooLong),
    FEEDBACK_MESSAGES.subjectRequired,
  ),
  message: visibleText(
    plainText({ error: FEEDBACK_MESSAGES.messageRequired })
      .trim()
      .min(1, FEEDBACK_MESSAGES.messageRequired)
      .max(FEEDBACK_LIMITS.messageMax, FEEDBACK_MESSAGES.messageTooLong),
    FEEDBACK_MESSAGES.messageRequired,
  ),
  category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.categoryInvalid }),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** One feedback item as its author sees it (POST answer, GET /api/feedback/my rows). */
export const feedbackSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(FEEDBACK_STATUSES),
  adminComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /api/feedback/my?page&limit: newest first, paged as docs/people.md#feedback describes. */
export const myFeedbackQuerySchema = pagingQuerySchema(FEEDBACK_LIST_DEFAULTS);

export const myFeedbackResponseSchema = z.object({ feedback: z.array(feedbackSchema) }).extend(paginationSchema.shape);
export type MyFeedbackResponse = z.infer<typeof myFeedbackResponseSchema>;
