/**
 * The catalogue's part for /management/feedback 'Управление отзывами' (docs/back-office.md#feedback).
 * Category and status labels are the contracts' FEEDBACK_CATEGORY_LABELS and FEEDBACK_STATUS_LABELS;
 * the detail dialog's own texts ('Отзыв #{id}', 'Обновить статус', …) are the design system's.
 */
export const managementFeedbackMessages = {
  pageTitle: 'Управление отзывами',
  title: 'Управление отзывами',
  summaryLabel: 'Сводка по отзывам',
  summary: { total: 'Всего отзывов', new: 'Новые', read: 'Прочитанные', resolved: 'Решённые' },
  filtersLabel: 'Фильтры отзывов',
  statusFilterLabel: 'Статус',
  allStatuses: 'Все статусы',
  categoryFilterLabel: 'Категория',
  allCategories: 'Все категории',
  searchLabel: 'Поиск',
  /** docs/back-office.md#feedback: the search looks 'по теме или сообщению'. */
  searchPlaceholder: 'Поиск по теме или сообщению',
  dateFromLabel: 'Дата с',
  dateToLabel: 'Дата по',
  dateRangeInvalid: 'Дата «по» не может быть раньше даты «с»',
  resetFilters: 'Сбросить фильтры',
  tableLabel: 'Отзывы',
  columns: {
    id: '#',
    user: 'Пользователь',
    subject: 'Тема и сообщение',
    category: 'Категория',
    status: 'Статус',
    createdAt: 'Создан',
    actions: 'Действия',
  },
  noName: 'Без имени',
  view: 'Просмотр',
  viewLabel: (id: number) => `Просмотр отзыва #${id}`,
  /** docs/back-office.md#feedback */
  empty: 'Отзывы не найдены',
  pagesLabel: 'Страницы списка отзывов',
  /** docs/back-office.md#feedback */
  listFailed: (reason: number | string) => `Ошибка при загрузке отзывов: ${reason}`,
  updateFailed: 'Ошибка при обновлении статуса',
  detailFailed: 'Ошибка при загрузке деталей отзыва',
  unknownError: 'Неизвестная ошибка',
  retry: 'Повторить',
  /**
   * docs/back-office.md#feedback: the feedback service's failure labels; the screens show the Russian texts
   * above, these name the failure in the console.
   */
  serviceFailures: {
    list: 'Failed to fetch feedback list',
    detail: 'Failed to fetch feedback',
    update: 'Failed to update feedback status',
    statistics: 'Failed to fetch feedback statistics',
  },
} as const;
