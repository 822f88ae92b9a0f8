/**
 * The catalogue's texts of the app's frame: the site's name and page titles, the request wrapper's
 * toasts, the session, the layouts and the error screens (see ../messages.ts).
 */
import { ACCOUNT_STATUS_MESSAGES } from '@city/contracts';

export const SITE_NAME = 'Городские события';

/** document.title of a page: 'Вход — Городские события'. */
export const pageTitle = (page: string): string => `${page} — ${SITE_NAME}`;

/** docs/accounts.md#request-failures: the shared request wrapper's red toasts. */
export const requestMessages = {
  network: 'Ошибка соединения. Проверьте подключение к интернету',
  server: 'Ошибка сервера. Попробуйте позже',
  notFound: 'Запрашиваемый ресурс не найден',
  forbidden: 'Доступ запрещен',
  clientError: 'Ошибка при обработке запроса',
  unknown: 'Произошла ошибка при выполнении запроса',
} as const;

/** docs/accounts.md#statuses: session toasts and account status notices. */
export const sessionMessages = {
  loggedOut: 'Вы успешно вышли из системы',
  expired: 'Сессия истекла. Пожалуйста, войдите снова',
  forbidden: 'Доступ запрещён. Войдите с соответствующими правами',
  checking: 'Проверяем вход...',
  suspendedTitle: 'Аккаунт приостановлен',
  suspended: ACCOUNT_STATUS_MESSAGES.suspended,
  blockedTitle: 'Аккаунт заблокирован',
  blocked: ACCOUNT_STATUS_MESSAGES.blocked,
} as const;

export const commonMessages = {
  genericError: 'Произошла ошибка',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
} as const;

export const layoutMessages = {
  createEvent: 'Создать',
  login: 'Войти',
} as const;

/** docs/accounts.md#site-frame: the header's sections for a signed-in person (the specs' page names). */
export const siteSections = [
  { href: '/events', label: 'События' },
  { href: '/my-events', label: 'Мои участия' },
  { href: '/organizator', label: 'Я организатор' },
] as const;

/** docs/accounts.md#site-frame: the 404 page. */
export const notFoundMessages = {
  pageTitle: 'Страница не найдена',
  title: 'Страница не найдена',
  description: 'Такой страницы нет: возможно, ссылка устарела или в адресе опечатка.',
  home: 'На главную',
  back: 'Назад',
  events: 'События',
  about: 'О проекте',
  register: 'Регистрация',
  linksLabel: 'Полезные ссылки',
} as const;

/** docs/accounts.md#site-frame: the error fallback screen. */
export const errorFallbackMessages = {
  pageTitle: 'Ошибка',
  title: 'Что-то пошло не так',
  description:
    'Попробуйте очистить кэш браузера, обновить браузер до последней версии или повторить попытку позже.',
  retry: 'Попробовать снова',
  home: 'На главную',
} as const;
