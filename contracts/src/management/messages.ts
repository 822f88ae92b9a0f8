import { SEARCH_TEXT_MAX } from '../eventFilters';

/** docs/accounts.md#sessions, docs/back-office.md#access, docs/back-office.md#deciding-a-complaint: what the server says when a management call is refused. */
export const MANAGEMENT_MESSAGES = {
  staffOnly: 'Доступ только для модераторов и администраторов',
  adminOnly: 'Доступно только администраторам',
  moderatorActsOnUsersOnly: 'Модератор может менять статус только обычных пользователей',
  ownAccount: 'Нельзя изменить собственную роль или статус',
  lastAdmin: 'Нельзя понизить или заблокировать последнего администратора',
  /** docs/back-office.md#tables */
  nothingToUpdate: 'Не указаны данные для обновления',
  complaintNotFound: 'Жалоба не найдена',
  complaintAlreadyDecided: 'Жалоба уже рассмотрена',
  /** docs/operations.md#security: one person alone must not both report and decide (and so hide any event). */
  ownComplaint: 'Нельзя рассматривать жалобу, которую вы подали сами: её решит другой модератор',
  feedbackNotFound: 'Отзыв не найден',
  commentTooLong: 'Комментарий должен быть не длиннее 1000 символов',
  searchTooLong: 'Строка поиска должна быть не длиннее 200 символов',
} as const;

export const MANAGEMENT_COMMENT_MAX = 1000;
export const MANAGEMENT_SEARCH_MAX = SEARCH_TEXT_MAX;
