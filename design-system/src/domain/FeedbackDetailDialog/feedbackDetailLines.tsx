import type { ManagementFeedback } from '@city/contracts';
import type { DetailLine } from '../DetailList';
import { FeedbackCategoryBadge, FeedbackStatusBadge } from '../FeedbackBadges';
import { formatRecordDateTime } from '../shared-format';

const authorOf = ({ userName, email }: ManagementFeedback): string => (userName ? `${userName} (${email})` : email);

/** docs/back-office.md#feedback: what the detail dialog says about the item; the resolver only once there is one. */
export function feedbackDetailLines(feedback: ManagementFeedback): DetailLine[] {
  const lines: DetailLine[] = [
    { term: 'Пользователь', detail: authorOf(feedback) },
    { term: 'Дата', detail: formatRecordDateTime(feedback.createdAt) },
    { term: 'Тема', detail: feedback.subject },
    { term: 'Сообщение', detail: feedback.message },
    { term: 'Категория', detail: <FeedbackCategoryBadge category={feedback.category} /> },
    { term: 'Текущий статус', detail: <FeedbackStatusBadge status={feedback.status} /> },
  ];
  if (feedback.resolverName) lines.push({ term: 'Решил', detail: feedback.resolverName });
  if (feedback.resolvedAt) lines.push({ term: 'Дата решения', detail: formatRecordDateTime(feedback.resolvedAt) });
  return lines;
}
