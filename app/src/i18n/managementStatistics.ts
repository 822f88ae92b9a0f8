/**
 * The catalogue's part for /management/statistics 'Детальная статистика' (docs/back-office.md#statistics).
 * Tab names and empty texts are the spec's, letter for letter.
 */
export const managementStatisticsMessages = {
  pageTitle: 'Детальная статистика',
  title: 'Детальная статистика',
  tabsLabel: 'Разделы статистики',
  tabs: {
    organizers: 'Топ организаторы',
    participants: 'Активные участники',
    categories: 'По категориям',
    moderators: 'Модераторы',
  },
  organizers: {
    tableLabel: 'Топ организаторы',
    organizer: 'Организатор',
    eventsCount: 'Мероприятий',
    totalParticipants: 'Участников',
    averageParticipants: 'Среднее участников',
    claims: 'Жалобы (всего / одобрено)',
    empty: 'Нет данных об организаторах',
    pagesLabel: 'Страницы списка организаторов',
  },
  participants: {
    tableLabel: 'Активные участники',
    participant: 'Участник',
    eventsParticipated: 'Участий в мероприятиях',
    registrationDate: 'Дата регистрации',
    empty: 'Нет данных об участниках',
    pagesLabel: 'Страницы списка участников',
  },
  categories: {
    tableLabel: 'Статистика по категориям',
    category: 'Категория',
    /** docs/back-office.md#statistics: a blank category. */
    uncategorized: 'Без категории',
    eventsCount: 'Мероприятий',
    totalParticipants: 'Участников',
    averageParticipants: 'Среднее участников',
    empty: 'Нет данных о категориях',
  },
  moderators: {
    tableLabel: 'Модераторы',
    moderator: 'Модератор',
    reviewed: 'Рассмотрено жалоб',
    approved: 'Одобрено',
    rejected: 'Отклонено',
    approvalRate: 'Процент одобрения',
    empty: 'Нет данных о модераторах',
  },
  /** docs/back-office.md#answers-and-errors: the red box that replaces the screen; the spec gives no wording of its own. */
  loadFailed: 'Ошибка при загрузке статистики',
  retry: 'Повторить',
} as const;
