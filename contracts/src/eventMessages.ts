/**
 * docs/operations.md#errors, docs/accounts.md#statuses, docs/events.md#the-event: the events API's error answers. Shared so the app and the Pact tests can
 * recognise them; the first three are the spec's own words (docs/events.md#participation, docs/events.md#api).
 */
export const EVENT_MESSAGES = {
  notFound: 'Мероприятие не найдено',
  startedCannotManage: 'Мероприятие началось, невозможно его редактировать или отменить',
  deleteForbidden: 'У вас нет прав для удаления этого мероприятия',
  editForbidden: 'У вас нет прав для редактирования этого мероприятия',
  underComplaintCannotManage:
    'На мероприятие поступила жалоба, оно проверяется модераторами: редактирование и удаление заблокированы',
  organizerCannotJoin: 'Организатор не может участвовать в своём мероприятии',
  organizerCannotLeave: 'Организатор не может отменить участие в своём мероприятии',
  startedCannotJoin: 'Мероприятие уже началось: записаться на него нельзя',
  startedCannotLeave: 'Мероприятие уже началось: отменить участие нельзя',
  underComplaintCannotJoin: 'Мероприятие проверяется модераторами: участие заблокировано',
  underComplaintCannotLeave: 'Мероприятие проверяется модераторами: отмена участия заблокирована',
  full: 'Свободных мест нет: достигнуто максимальное количество участников',
  // docs/events.md#waitlist: the waitlist's refusals, worded like join's.
  waitlistNotFull: 'Лист ожидания доступен только для заполненных мероприятий: свободные места есть, запишитесь на мероприятие',
  organizerCannotWaitlist: 'Организатор не может встать в лист ожидания своего мероприятия',
  startedCannotWaitlist: 'Мероприятие уже началось: лист ожидания закрыт',
  underComplaintCannotWaitlist: 'Мероприятие проверяется модераторами: лист ожидания заблокирован',
  ownEventComplaint: 'Нельзя пожаловаться на своё мероприятие',
  complaintAlreadyPending: 'Вы уже пожаловались на это мероприятие, жалоба рассматривается модераторами',
} as const;

/** docs/events.md#creating-and-editing: lowering the limit below the participants already registered is refused (400). */
export const maxParticipantsBelowCountMessage = (participantCount: number): string =>
  `Максимальное количество участников не может быть меньше числа уже записавшихся (${participantCount})`;
