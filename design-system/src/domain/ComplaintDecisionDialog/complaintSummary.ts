import type { EventComplaint, UserComplaint } from '@city/contracts';
import { VIOLATION_CATEGORY_LABELS } from '../EventCard/violationLabels';
import { formatRecordDateTime, formatShareAsPercent } from '../shared-format';

/** The complaint a moderator is deciding on: about an event or about a user. */
export type ComplaintUnderReview =
  | { kind: 'event'; complaint: EventComplaint }
  | { kind: 'user'; complaint: UserComplaint };

export interface SummaryLine {
  term: string;
  detail: string;
}

const NO_DATA = 'Нет данных';

/** docs/moderation.md#the-automatic-complaint: a complaint filed by the automatic moderation, not by a person. */
export const isSystemComplaint = (complaint: EventComplaint): boolean =>
  Boolean(complaint.metadata && (complaint.metadata.systemGenerated || complaint.metadata.autoModeration));

function eventSummary(complaint: EventComplaint): SummaryLine[] {
  const lines: SummaryLine[] = [
    { term: 'Мероприятие', detail: complaint.eventTitle },
    { term: 'Организатор', detail: complaint.organizerName },
    {
      term: 'Автор жалобы',
      detail: isSystemComplaint(complaint) ? 'Автоматическая модерация' : (complaint.reporterName ?? NO_DATA),
    },
    { term: 'Причина', detail: complaint.reason },
    { term: 'Подана', detail: formatRecordDateTime(complaint.createdAt) },
  ];
  const metadata = complaint.metadata;
  if (!metadata || !isSystemComplaint(complaint)) return lines;
  // docs/back-office.md#deciding-a-complaint: model, confidence as a one-decimal percent, category, law reference.
  return [
    ...lines,
    { term: 'Модель', detail: metadata.model ?? NO_DATA },
    { term: 'Уверенность', detail: metadata.confidence === null ? NO_DATA : formatShareAsPercent(metadata.confidence) },
    { term: 'Категория нарушения', detail: metadata.category ? VIOLATION_CATEGORY_LABELS[metadata.category] : NO_DATA },
    { term: 'Статья закона', detail: metadata.lawReference ?? NO_DATA },
  ];
}

function userSummary(complaint: UserComplaint): SummaryLine[] {
  return [
    { term: 'Пользователь', detail: `${complaint.user_name} (${complaint.user_email})` },
    { term: 'Автор жалобы', detail: complaint.claimed_by_name },
    { term: 'Причина', detail: complaint.claim_reason },
    { term: 'Подана', detail: formatRecordDateTime(complaint.created_at) },
  ];
}

/** What the decision dialog shows about the complaint, line by line. */
export function complaintSummary(review: ComplaintUnderReview): SummaryLine[] {
  return review.kind === 'event' ? eventSummary(review.complaint) : userSummary(review.complaint);
}
