/**
 * The catalogue's part for /profile and /users/{userId} (docs/people.md#public-profile).
 * Texts the server and the app share (limits, 'Пользователь с указанным ID не существует или был
 * удален', the complaint texts) come from '@city/contracts' and are not repeated here; the
 * account-status notices are sessionMessages' in messages.ts.
 */
import { PROFILE_MESSAGES, USER_COMPLAINT_MESSAGES } from '@city/contracts';

/** docs/people.md#own-profile: the own profile (/profile). */
export const profilePageMessages = {
  pageTitle: 'Профиль',
  title: 'Мой профиль',
  backToEvents: 'К событиям',
  loading: 'Загрузка профиля...',
  saved: 'Профиль сохранён',
  saveFailed: PROFILE_MESSAGES.saveFailed,
  loadFailedTitle: 'Не удалось загрузить профиль',
  loadFailedDescription: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  retry: 'Попробовать снова',
} as const;

/** docs/events.md#calendars: the profile's «Календарь» block (its own texts are the design system's). */
export const calendarMessages = {
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать ссылку: выделите её и скопируйте вручную',
  reissued: 'Выпущена новая ссылка на календарь. Старая больше не работает',
} as const;

/** docs/people.md#public-profile: someone's public profile (/users/{userId}). */
export const userProfileMessages = {
  pageTitle: 'Профиль пользователя',
  loading: 'Загрузка профиля...',
  notFoundTitle: 'Пользователь не найден',
  notFound: PROFILE_MESSAGES.userNotFound,
  toEvents: 'К событиям',
  backToEvents: 'Все события',
  editProfile: 'Редактировать профиль',
  eventsTitle: 'Мероприятия пользователя',
  ownEventsTitle: 'Мои мероприятия',
  eventsEmpty: 'Пользователь пока не организовал ни одного мероприятия',
  ownEventsEmpty: 'Вы ещё не создали ни одного мероприятия',
  eventsEmptyHint: 'Когда пользователь создаст мероприятие, оно появится здесь.',
  ownEventsEmptyHint: 'Здесь появятся мероприятия, которые вы проводите: другие увидят их в вашем профиле.',
  findEvents: 'Найти события',
  createEvent: 'Создать мероприятие',
  complaintTitle: 'Пожаловаться на пользователя',
  complaintDescription: (name: string) => `Пользователь: «${name}»`,
  complaintSent: USER_COMPLAINT_MESSAGES.sent,
  complaintFailed: USER_COMPLAINT_MESSAGES.failed,
} as const;
