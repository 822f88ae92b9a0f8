import {
  VIOLATION_CATEGORIES,
  VIOLATIONS,
  type EventComplaint,
  type SystemComplaint,
  type ViolationCategory,
} from '@city/contracts';

/** Sample data for the automatic-moderation stories: one flagged post per violation category. */

interface FlaggedPost {
  title: string;
  organizerName: string;
  /** The model's confidence, 0–1 (shown as a one-decimal percent). */
  confidence: number;
}

const FLAGGED_POSTS: Record<ViolationCategory, FlaggedPost> = {
  extremism: { title: 'Собрание «Истинного движения»: вступай в ряды', organizerName: 'Глеб Орлов', confidence: 0.9412 },
  hatred: { title: 'Вечер «Город только для своих»', organizerName: 'Артём Ветров', confidence: 0.8275 },
  rally: { title: 'Выходим к памятнику без согласования', organizerName: 'Пётр Сидоров', confidence: 0.8734 },
  drugs: { title: 'Закрытая вечеринка «Белый кролик» ❄️', organizerName: 'Кирилл Снегов', confidence: 0.9561 },
  violence: { title: 'Разберёмся с соседним районом после матча', organizerName: 'Денис Громов', confidence: 0.9038 },
  pornography: { title: 'Ночная фотосессия 18+ без ограничений', organizerName: 'Студия «Ночь»', confidence: 0.7619 },
  disobedience: { title: 'Не отдаём документы полиции: тренинг', organizerName: 'Роман Крылов', confidence: 0.6847 },
  suicide: { title: 'Клуб «Последний шаг»: уйти красиво', organizerName: 'Аноним', confidence: 0.9705 },
};

export const SAMPLE_MODERATION_MODEL = 'city-moderation-2026-11-25';
const CHECKED_AT = '2026-11-19T08:00:00Z';

export const sampleSystemVerdict = (category: ViolationCategory): SystemComplaint['metadata'] => ({
  model: SAMPLE_MODERATION_MODEL,
  confidence: FLAGGED_POSTS[category].confidence,
  category,
  lawReference: VIOLATIONS[category].lawReference,
  checkedAt: CHECKED_AT,
});

/** The `systemClaim` of an event the moderation flagged (the organizer's banner). */
export const sampleSystemBannerIn = (category: ViolationCategory): SystemComplaint => ({
  reason: `Автоматическая модерация: ${VIOLATIONS[category].label}`,
  status: 'pending',
  createdAt: CHECKED_AT,
  metadata: sampleSystemVerdict(category),
});

/** The back office's complaint about that event, waiting for a moderator. */
export const sampleSystemComplaintIn = (category: ViolationCategory): EventComplaint => ({
  id: 200 + VIOLATION_CATEGORIES.indexOf(category),
  eventId: 300 + VIOLATION_CATEGORIES.indexOf(category),
  eventTitle: FLAGGED_POSTS[category].title,
  organizerName: FLAGGED_POSTS[category].organizerName,
  reporterUserId: null,
  reporterName: null,
  reason: `Автоматическая модерация: ${VIOLATIONS[category].label}`,
  status: 'pending',
  createdAt: CHECKED_AT,
  updatedAt: CHECKED_AT,
  reviewedAt: null,
  moderatorName: null,
  resolutionComment: null,
  metadata: { autoModeration: true, systemGenerated: true, ...sampleSystemVerdict(category) },
});

export const sampleTitleIn = (category: ViolationCategory): string => FLAGGED_POSTS[category].title;
