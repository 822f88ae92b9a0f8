/**
 * The catalogue's part for the complaint tables (docs/back-office.md#deciding-a-complaint). The decision dialog's
 * own texts belong to the design system's ComplaintDecisionDialog; the complaint summary there too.
 */
import type { ComplaintDecision, ComplaintStatus } from '@city/contracts';

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  pending: 'На рассмотрении',
  approved: 'Одобрена',
  rejected: 'Отклонена',
};

/** docs/back-office.md#answers-and-errors, letter for letter ('Ошибка при одобрении/отклонении жалобы', one verb each). */
export const complaintsErrorMessages = {
  loadFailed: 'Ошибка при загрузке жалоб',
  decisionFailed: {
    approved: 'Ошибка при одобрении жалобы',
    rejected: 'Ошибка при отклонении жалобы',
  } satisfies Record<ComplaintDecision, string>,
  sanctionFailed: {
    block: 'Ошибка при блокировке пользователя',
    suspend: 'Ошибка при приостановке пользователя',
    unblock: 'Ошибка при разблокировке пользователя',
  },
} as const;

/** What both complaint tables share. */
export const complaintsTableMessages = {
  statusFilter: 'Статус жалобы',
  allStatuses: 'Все',
  retry: 'Повторить',
  approve: 'Одобрить',
  reject: 'Отклонить',
  /** The buttons' accessible names: which complaint they act on. */
  approveLabel: (id: number) => `Одобрить жалобу №${id}`,
  rejectLabel: (id: number) => `Отклонить жалобу №${id}`,
  reviewedBy: 'Рассмотрел',
  unknownReviewer: 'Нет данных',
  comment: 'Комментарий',
  noComment: 'Без комментария',
  decided: { approved: 'Жалоба одобрена', rejected: 'Жалоба отклонена' } satisfies Record<ComplaintDecision, string>,
  columns: {
    complaint: 'Жалоба',
    createdAt: 'Подана',
    decision: 'Статус и решение',
  },
} as const;

/** docs/back-office.md#event-complaints: /management/claims/events. */
export const eventComplaintsMessages = {
  pageTitle: 'Жалобы на мероприятия',
  title: 'Жалобы на мероприятия',
  subtitle: 'Жалобы участников и автоматической модерации. Одобренная жалоба оставляет мероприятие скрытым.',
  tableLabel: 'Жалобы на мероприятия',
  empty: 'Жалоб нет',
  eventColumn: 'Мероприятие',
  organizer: (name: string) => `Организатор: ${name}`,
} as const;

/** docs/back-office.md#users: /management/claims/users. */
export const userComplaintsMessages = {
  pageTitle: 'Жалобы на пользователей',
  title: 'Жалобы на пользователей',
  subtitle: 'Жалобы участников на других пользователей. Из жалобы можно заблокировать или приостановить аккаунт.',
  tableLabel: 'Жалобы на пользователей',
  empty: 'Жалоб нет',
  userColumn: 'Пользователь',
  sanctions: {
    block: 'Заблокировать',
    suspend: 'Приостановить',
    unblock: 'Разблокировать',
  },
  confirmTitles: {
    block: 'Заблокировать пользователя?',
    suspend: 'Приостановить пользователя?',
    unblock: 'Разблокировать пользователя?',
  },
  /** docs/back-office.md#event-complaints: what the change means for the person. */
  confirmMessages: {
    block: (name: string) => `${name} потеряет доступ ко всему, кроме своего профиля и обратной связи.`,
    suspend: (name: string) =>
      `${name} сможет просматривать сайт, но не сможет создавать мероприятия, участвовать в них и менять профиль.`,
    unblock: (name: string) => `${name} снова получит полный доступ к платформе.`,
  },
  done: {
    block: 'Пользователь заблокирован',
    suspend: 'Пользователь приостановлен',
    unblock: 'Пользователь разблокирован',
  },
} as const;
