import type { ManagementFeedback } from '@city/contracts';

/** Feedback items as staff see them, shared by the feedback dialog's and the table's stories. */
export const sampleFeedback = {
  fresh: {
    id: 42,
    userId: 7,
    userName: 'Анна Смирнова',
    email: 'anna@example.ru',
    subject: 'Не приходит письмо для сброса пароля',
    message:
      'Нажимаю «Забыли пароль?», ввожу почту, но письмо так и не приходит, даже в папке «Спам». ' +
      'Пробовала три раза в течение дня.',
    category: 'bug',
    status: 'new',
    adminComment: null,
    createdAt: '2026-11-20T07:15:00Z',
    updatedAt: '2026-11-20T07:15:00Z',
    resolverName: null,
    resolvedAt: null,
  },
  resolved: {
    id: 17,
    userId: 12,
    userName: 'Иван Петров',
    email: 'ivan.petrov@example.ru',
    subject: 'Добавьте фильтр по району',
    message: 'Было бы удобно искать мероприятия рядом с домом: фильтр по району города.',
    category: 'improvement',
    status: 'resolved',
    adminComment: 'Фильтр по району появится в следующем выпуске.',
    createdAt: '2026-10-02T18:40:00Z',
    updatedAt: '2026-10-05T06:00:00Z',
    resolverName: 'Мария Админова',
    resolvedAt: '2026-10-05T06:00:00Z',
  },
  read: {
    id: 23,
    userId: null,
    userName: null,
    email: 'guest@example.ru',
    subject: 'Спасибо за сервис',
    message: 'Нашли через афишу отличный концерт во дворе. Спасибо!',
    category: 'general',
    status: 'read',
    adminComment: null,
    createdAt: '2026-11-01T08:05:00Z',
    updatedAt: '2026-11-02T12:00:00Z',
    resolverName: null,
    resolvedAt: null,
  },
} as const satisfies Record<string, ManagementFeedback>;

export const sampleFeedbackList: ManagementFeedback[] = [sampleFeedback.fresh, sampleFeedback.read, sampleFeedback.resolved];
