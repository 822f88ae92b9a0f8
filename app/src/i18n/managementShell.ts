/**
 * The catalogue's part for the back office's frame (docs/back-office.md#access): the sections of the
 * sidebar, the dashboard and the 404 inside /management. The access-denied screen's texts belong
 * to the design system's AccessDenied; role and status labels to '@city/contracts'.
 */

/** docs/back-office.md#layout: the sections, as the sidebar and the quick links name them. */
export const managementSectionLabels = {
  dashboard: 'Панель управления',
  eventComplaints: 'Жалобы на мероприятия',
  userComplaints: 'Жалобы на пользователей',
  users: 'Пользователи',
  feedback: 'Отзывы',
  statistics: 'Статистика',
  /** docs/moderation.md#sample-labelling */
  moderationSample: 'Разметка выборки',
} as const;

/** docs/back-office.md#dashboard: /management/dashboard. */
export const dashboardMessages = {
  pageTitle: 'Панель управления',
  title: 'Панель управления',
  subtitle: 'Сводка платформы и быстрые переходы к разделам',
  loading: 'Загрузка данных...',
  loadFailed: 'Не удалось загрузить данные',
  retry: 'Повторить',
  cardsLabel: 'Сводка платформы',
  totalUsers: 'Всего пользователей',
  totalEvents: 'Всего мероприятий',
  totalClaims: 'Всего жалоб на мероприятия',
  pendingClaims: 'Жалоб на рассмотрении',
  blockedUsers: 'Заблокированных пользователей',
  suspendedUsers: 'Приостановленных пользователей',
  newFeedback: 'Новых отзывов',
  /** docs/back-office.md#dashboard: the job queue (mails, reminders). */
  pendingJobs: 'Задания в очереди',
  failedJobs: 'Задания с ошибкой',
  toEventComplaints: 'К жалобам',
  toFeedback: 'К отзывам',
  quickLinksTitle: 'Быстрые переходы',
} as const;

/** docs/back-office.md#layout: the 404 page, inside the back office. */
export const managementNotFoundMessages = {
  pageTitle: 'Страница не найдена',
  title: 'Страница не найдена',
  description: 'В админ-панели нет такого раздела: возможно, ссылка устарела или в адресе опечатка.',
  toDashboard: 'К панели управления',
  home: 'На главную',
  back: 'Назад',
} as const;

/** The denied screen's page title (its texts are the design system's). */
export const accessDeniedMessages = {
  pageTitle: 'Доступ запрещен',
} as const;
