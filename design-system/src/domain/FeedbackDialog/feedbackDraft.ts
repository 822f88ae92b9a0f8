import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  canSendFeedback,
  type FeedbackCategory,
} from '@city/contracts';
import type { CharacterCounter } from '../../primitives/TextArea';
import type { SelectOption } from '../../primitives/Select';

export interface FeedbackDraft {
  subject: string;
  message: string;
  category: FeedbackCategory;
}

/** docs/people.md#feedback: every opening starts here. */
export const EMPTY_FEEDBACK_DRAFT: FeedbackDraft = { subject: '', message: '', category: 'general' };

/** docs/people.md#feedback: counters turn red after 230 / 2700 characters; typing stops at 256 / 3000. */
export const SUBJECT_COUNTER: CharacterCounter = { max: FEEDBACK_LIMITS.subjectMax, warnAt: FEEDBACK_LIMITS.subjectWarnAt };
export const MESSAGE_COUNTER: CharacterCounter = { max: FEEDBACK_LIMITS.messageMax, warnAt: FEEDBACK_LIMITS.messageWarnAt };

export const CATEGORY_OPTIONS: SelectOption[] = FEEDBACK_CATEGORIES.map((category) => ({
  id: category,
  label: FEEDBACK_CATEGORY_LABELS[category],
}));

export const categoryFromKey = (key: string): FeedbackCategory | null =>
  FEEDBACK_CATEGORIES.find((category) => category === key) ?? null;

/** The request to send, trimmed; null while canSendFeedback() refuses (docs/people.md#feedback). */
export function feedbackToSend({ subject, message, category }: FeedbackDraft): FeedbackDraft | null {
  if (!canSendFeedback(subject, message)) return null;
  return { subject: subject.trim(), message: message.trim(), category };
}
