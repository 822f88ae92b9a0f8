/**
 * The one message catalogue of the app: every interface string lives here.
 * Texts quoted in Russian by the specs are kept letter for letter; texts the specs quote in
 * English are given in natural Russian with the same meaning.
 * Validation texts shared with the BFF come from '@city/contracts' and are not repeated here.
 */
import { ACCOUNT_STATUS_MESSAGES, RESET_TOKEN_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from '@city/contracts';

const VERIFICATION_LINK_HOURS = VERIFICATION_TOKEN_TTL_SECONDS / 3600;
const RESET_LINK_HOURS = RESET_TOKEN_TTL_SECONDS / 3600;

export const SITE_NAME = 'Городские события';

/** document.title of a page: 'Вход — Городские события'. */
export const pageTitle = (page: string): string => `${page} — ${SITE_NAME}`;

/** management-side §8 and participant-side §8: the shared request wrapper's red toasts. */
export const requestMessages = {
  network: 'Ошибка соединения. Проверьте подключение к интернету',
  server: 'Ошибка сервера. Попробуйте позже',
  notFound: 'Запрашиваемый ресурс не найден',
  forbidden: 'Доступ запрещен',
  clientError: 'Ошибка при обработке запроса',
  unknown: 'Произошла ошибка при выполнении запроса',
} as const;

/** participant-side §4 and §8: session toasts and account status notices. */
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

export const consentMessages = {
  before: 'Продолжая, вы принимаете ',
  terms: 'Условия использования',
  between: ' и ',
  privacy: 'Политику конфиденциальности',
  after: '.',
} as const;

export const loginMessages = {
  pageTitle: 'Вход',
  title: 'Вход',
  subtitle: 'Войдите в свой аккаунт',
  passwordLabel: 'Пароль',
  submit: 'Войти',
  submitting: 'Вход...',
  forgotPassword: 'Забыли пароль?',
  noAccount: 'Нет аккаунта?',
  register: 'Зарегистрироваться',
  failed: 'Не удалось войти',
  resendVerification: 'Запросить письмо повторно',
} as const;

export const registerMessages = {
  pageTitle: 'Регистрация',
  title: 'Регистрация',
  subtitle: 'Создайте аккаунт, чтобы участвовать в событиях города',
  passwordLabel: 'Пароль',
  confirmLabel: 'Подтверждение пароля',
  submit: 'Зарегистрироваться',
  submitting: 'Регистрация...',
  haveAccount: 'Уже есть аккаунт?',
  login: 'Войти',
  failed: 'Не удалось зарегистрироваться',
} as const;

export const emailSentMessages = {
  pageTitle: 'Письмо отправлено',
  verificationTitle: 'Проверьте почту',
  resetTitle: 'Проверьте почту',
  sentTo: 'Мы отправили письмо на адрес',
  verificationInstructions: `Откройте письмо и перейдите по ссылке, чтобы подтвердить email. Ссылка действительна ${VERIFICATION_LINK_HOURS} часа.`,
  resetInstructions: `Откройте письмо и перейдите по ссылке, чтобы задать новый пароль. Ссылка действительна ${RESET_LINK_HOURS} час и может быть использована только один раз.`,
  spamHint: 'Не видите письма? Проверьте папку «Спам» или запросите письмо ещё раз.',
  resend: 'Отправить письмо повторно',
  resending: 'Отправляем...',
  verificationResent: 'Новое письмо для подтверждения отправлено! Проверьте вашу почту.',
  resetResent: 'Если аккаунт с таким email существует, мы отправили новую ссылку для сброса пароля. Проверьте вашу почту.',
  resendFailed: 'Не удалось отправить письмо',
  resendError: 'Произошла ошибка при отправке письма',
  login: 'Войти',
  register: 'Регистрация',
} as const;

export const verifyEmailMessages = {
  pageTitle: 'Подтверждение email',
  loadingTitle: 'Подтверждаем email...',
  loadingDescription: 'Пожалуйста, подождите',
  successTitle: 'Email успешно подтвержден!',
  successDescription: 'Сейчас вы будете перенаправлены к событиям.',
  errorTitle: 'Не удалось подтвердить email',
  failed: 'Не удалось подтвердить email',
  networkError: 'Произошла ошибка при подтверждении email',
  invalidTitle: 'Недействительная ссылка подтверждения',
  invalidDescription: 'Ссылка повреждена или неполная. Откройте её из письма ещё раз, скопировав адрес целиком.',
  resendPrompt: 'Запросите новое письмо для подтверждения.',
  resend: 'Отправить письмо повторно',
  resending: 'Отправляем...',
  toEvents: 'К событиям',
  login: 'Войти',
  register: 'Регистрация',
} as const;

export const forgotPasswordMessages = {
  pageTitle: 'Восстановление пароля',
  title: 'Восстановление пароля',
  subtitle: 'Введите email, указанный при регистрации, и мы пришлём ссылку для сброса пароля',
  submit: 'Отправить ссылку',
  submitting: 'Отправляем...',
  successTitle: 'Письмо отправлено!',
  openInstructions: 'Что делать дальше',
  failed: 'Произошла ошибка при отправке запроса',
  login: 'Вернуться ко входу',
  register: 'Регистрация',
  securityTitle: 'Советы по безопасности',
  securityHints: [
    `Ссылка для сброса действует ${RESET_LINK_HOURS} час и срабатывает только один раз.`,
    'Мы никогда не просим пароль в письмах и сообщениях.',
    'Придумайте новый пароль, который вы не используете на других сайтах.',
    'Если вы не запрашивали сброс, просто проигнорируйте письмо.',
  ],
} as const;

export const resetPasswordMessages = {
  pageTitle: 'Смена пароля',
  title: 'Введите новый пароль',
  subtitle: 'Пароль должен быть надёжным: не короче 6 символов, со строчной и заглавной буквой и цифрой',
  newPasswordLabel: 'Новый пароль',
  confirmLabel: 'Подтверждение нового пароля',
  submit: 'Сменить пароль',
  submitting: 'Сохраняем...',
  successTitle: 'Пароль успешно изменён',
  successDescription: 'Теперь войдите с новым паролем. Переходим ко входу...',
  invalidTitle: 'Недействительная ссылка для сброса пароля',
  expired: 'Ссылка могла истечь или была уже использована.',
  invalidDescription: 'Запросите новую ссылку для сброса пароля.',
  failed: 'Произошла ошибка при смене пароля',
  requestNewLink: 'Запросить новую ссылку',
  login: 'Войти',
} as const;

export const authCallbackMessages = {
  pageTitle: 'Авторизация',
  title: 'Обработка авторизации...',
  description: 'Пожалуйста, подождите',
} as const;

export const layoutMessages = {
  createEvent: 'Создать',
  login: 'Войти',
} as const;

/** management-side §2: the 404 page. */
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

/** management-side §2: the error fallback screen. */
export const errorFallbackMessages = {
  pageTitle: 'Ошибка',
  title: 'Что-то пошло не так',
  description:
    'Попробуйте очистить кэш браузера, обновить браузер до последней версии или повторить попытку позже.',
  retry: 'Попробовать снова',
  home: 'На главную',
} as const;

/** Russian plural forms: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
function russianPlural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** '1 мероприятие', '3 мероприятия', '5 мероприятий'. */
export const eventCount = (count: number): string =>
  `${count} ${russianPlural(count, ['мероприятие', 'мероприятия', 'мероприятий'])}`;

/** participant-side §2, §8: the events list (/events). */
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

/** participant-side §4, §8: what happens after a press on a card's buttons. */
export const eventActionMessages = {
  /** Join and leave failures without a server text (participant-side §8). */
  failed: 'Произошла ошибка',
} as const;

/** participant-side §2, §8: the event page (/events/{eventId}). */
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
  reported: 'Жалоба отправлена. Модераторы проверят мероприятие.',
  reportFailed: 'Произошла ошибка при подаче жалобы',
} as const;

/** participant-side §2, §4, §8: creating and editing an event. */
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
  /** issue 8: the save went through, but the automatic moderation hid the event at once. */
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

/** participant-side §2: /my-events and /organizator. */
export const ownEventsMessages = {
  showPast: 'Показать прошедшие',
  loading: 'Загрузка мероприятий...',
  listLabel: 'Мероприятия',
  count: (shown: number, total: number) =>
    shown === total ? `Всего: ${eventCount(total)}` : `Показано ${shown} из ${eventCount(total)}`,
  onlyPast: 'Предстоящих мероприятий нет. Включите «Показать прошедшие», чтобы увидеть прошедшие.',
  participationsPageTitle: 'Мои участия',
  participationsTitle: 'Мои участия',
  participationsEmpty: 'Вы пока не участвуете ни в одном мероприятии',
  participationsEmptyHint: 'Выберите событие по душе и нажмите «Участвовать».',
  findEvents: 'Найти события',
  organizerPageTitle: 'Я организатор',
  organizerTitle: 'Я организатор',
  organizerEmpty: 'Вы ещё не создали ни одного мероприятия',
  organizerEmptyHint: 'Расскажите городу о своём событии: это займёт несколько минут.',
  createEvent: 'Создать мероприятие',
} as const;
