/** The catalogue's texts of the events pages (see ../messages.ts). */
import { countOf, genitiveAfterOutOf, NOUNS } from '@city/contracts';

/** '1 мероприятие', '3 мероприятия', '5 мероприятий' (contracts' plural rule). */
export const eventCount = (count: number): string => countOf(count, NOUNS.event);

/** docs/events.md#the-list: the events list (/events). */
export const eventsListMessages = {
  pageTitle: 'События',
  title: 'События',
  listLabel: 'Найденные события',
  loading: 'Загрузка событий...',
  loadingMore: 'Загрузка дополнительных событий...',
  allLoaded: 'Все мероприятия загружены',
  empty: 'Событий не найдено',
  emptyFavorites: 'Нет избранных событий',
  emptyHint: 'Попробуйте изменить фильтры или сбросить их.',
  emptyFavoritesHint: 'Отмечайте понравившиеся события сердечком, и они появятся здесь.',
  createFirst: 'Создать первое событие',
  scrollToTop: 'Наверх',
} as const;

/** docs/events.md#the-card: what happens after a press on a card's buttons. */
export const eventActionMessages = {
  /** Join and leave failures without a server text (docs/events.md#participation). */
  failed: 'Произошла ошибка',
} as const;

/** docs/events.md#the-event-page: the event page (/events/{eventId}). */
export const eventDetailsMessages = {
  pageTitle: 'Мероприятие',
  loading: 'Загрузка мероприятия...',
  notFoundTitle: 'Мероприятие не найдено',
  notFoundDescription: 'Возможно, его удалили или ссылка устарела.',
  toEvents: 'К событиям',
  backToEvents: 'Все события',
  deleteTitle: 'Удалить мероприятие?',
  deleteMessage: (title: string) =>
    `Мероприятие «${title}» будет удалено, участники больше не увидят его. Это действие нельзя отменить.`,
  deleteConfirm: 'Удалить',
  deleted: 'Мероприятие удалено',
  deleteFailed: 'Произошла ошибка при удалении мероприятия',
  complaintSent: 'Жалоба отправлена. Модераторы проверят мероприятие.',
  complaintFailed: 'Произошла ошибка при подаче жалобы',
} as const;

/** docs/events.md#creating-and-editing: creating and editing an event. */
export const eventFormPageMessages = {
  createPageTitle: 'Создание мероприятия',
  createTitle: 'Создание мероприятия',
  createSubmit: 'Создать мероприятие',
  created: 'Мероприятие создано',
  createFailed: 'Произошла ошибка при создании мероприятия',
  editPageTitle: 'Редактирование мероприятия',
  editTitle: 'Редактирование мероприятия',
  editSubmit: 'Сохранить изменения',
  updated: 'Изменения сохранены',
  /** docs/moderation.md#what-the-organizer-sees: the save went through, but the automatic moderation hid the event at once. */
  flagged: 'Мероприятие скрыто автоматической модерацией',
  flaggedDescription: (categoryLabel: string) =>
    `Категория нарушения: ${categoryLabel}. Модератор проверит его; до решения мероприятие не видно другим и не редактируется.`,
  updateFailed: 'Произошла ошибка при обновлении мероприятия',
  started: 'Мероприятие началось, невозможно его редактировать или отменить',
  loading: 'Загрузка мероприятия...',
  suspendedTitle: 'Создание мероприятий недоступно',
  leaveTitle: 'Уйти со страницы?',
  leaveMessage: 'Изменения в форме не сохранены. Если уйти сейчас, они пропадут.',
  leaveConfirm: 'Уйти без сохранения',
  stay: 'Остаться',
} as const;

/** docs/events.md#own-lists: /my-events and /organizator. */
export const ownEventsMessages = {
  showPast: 'Показать прошедшие',
  loading: 'Загрузка мероприятий...',
  listLabel: 'Мероприятия',
  count: (shown: number, total: number) =>
    shown === total ? `Всего: ${eventCount(total)}` : `Показано ${shown} из ${total} ${genitiveAfterOutOf(total, NOUNS.event)}`,
  onlyPast: 'Предстоящих мероприятий нет. Включите «Показать прошедшие», чтобы увидеть прошедшие.',
  participationsPageTitle: 'Мои участия',
  participationsTitle: 'Мои участия',
  participationsEmpty: 'Вы пока не участвуете ни в одном мероприятии',
  participationsEmptyHint: 'Выберите событие по душе и нажмите «Участвовать».',
  findEvents: 'Найти события',
  /** docs/events.md#own-lists: the section under the participations, shown only while the viewer waits somewhere. */
  waitlistTitle: 'Лист ожидания',
  waitlistListLabel: 'Мероприятия, где вы в листе ожидания',
  organizerPageTitle: 'Я организатор',
  organizerTitle: 'Я организатор',
  organizerEmpty: 'Вы ещё не создали ни одного мероприятия',
  organizerEmptyHint: 'Расскажите городу о своём событии: это займёт несколько минут.',
  createEvent: 'Создать мероприятие',
} as const;

/** docs/partner-feed.md#subscribing-to-a-search: the button on /events (the dialog's texts are the design system's). */
export const subscribeFeedsMessages = {
  button: 'Подписаться',
} as const;

/** docs/events.md#share-and-map: what «Поделиться» says after copying the link. */
export const shareMessages = {
  linkCopied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать ссылку',
} as const;
