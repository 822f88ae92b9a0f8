import type { EventComplaint, UserComplaint } from '@city/contracts';

/** Complaints waiting for a moderator, shared by the decision dialog's stories and tests. */
export const sampleEventComplaint: EventComplaint = {
  id: 31,
  eventId: 118,
  eventTitle: 'Ночной забег по набережной',
  organizerName: 'Клуб «Бегущий город»',
  reporterUserId: 7,
  reporterName: 'Анна Смирнова',
  reason: 'Организатор просит предоплату переводом на личную карту и не отвечает на вопросы.',
  status: 'pending',
  createdAt: '2026-11-18T21:40:00Z',
  updatedAt: '2026-11-18T21:40:00Z',
  reviewedAt: null,
  moderatorName: null,
  resolutionComment: null,
  metadata: null,
};

export const sampleSystemComplaint: EventComplaint = {
  ...sampleEventComplaint,
  id: 32,
  eventId: 121,
  eventTitle: 'Собрание у памятника',
  organizerName: 'Пётр Сидоров',
  reporterUserId: null,
  reporterName: null,
  reason: 'Описание похоже на призыв к несогласованному публичному мероприятию.',
  createdAt: '2026-11-19T08:00:00Z',
  updatedAt: '2026-11-19T08:00:00Z',
  metadata: {
    autoModeration: true,
    systemGenerated: true,
    model: 'city-moderation-2',
    confidence: 0.8734,
    category: 'rally',
    lawReference: 'ст. 20.2 КоАП РФ',
    checkedAt: '2026-11-19T08:00:00Z',
  },
};

export const sampleUserComplaint: UserComplaint = {
  id: 9,
  user_id: 45,
  user_name: 'Игорь Громов',
  user_email: 'igor@example.ru',
  user_status: 'confirmed',
  claimed_by_name: 'Ольга Ким',
  claim_reason: 'Оскорбляет участников в комментариях к мероприятию.',
  status: 'pending',
  created_at: '2026-11-17T14:05:00Z',
  reviewed_at: null,
  reviewed_by_name: null,
  moderator_comment: null,
};
