import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@city/contracts';
import { Badge, type BadgeTone } from '../../primitives/Badge';

const CATEGORY_TONES: Record<FeedbackCategory, BadgeTone> = {
  bug: 'danger',
  improvement: 'info',
  general: 'neutral',
};

// A new item asks for attention; a resolved one is done.
const STATUS_TONES: Record<FeedbackStatus, BadgeTone> = {
  new: 'warning',
  read: 'neutral',
  resolved: 'success',
};

/** docs/people.md#feedback: 'Ошибка', 'Общее' or 'Улучшение'. */
export function FeedbackCategoryBadge({ category }: { category: FeedbackCategory }) {
  return <Badge tone={CATEGORY_TONES[category]}>{FEEDBACK_CATEGORY_LABELS[category]}</Badge>;
}

/** docs/people.md#feedback: 'Новый', 'Прочитан' or 'Решен'. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{FEEDBACK_STATUS_LABELS[status]}</Badge>;
}
