/**
 * The catalogue's texts of the screens around the mails: e-mail sent, verification, password
 * recovery and the sign-in callback (see ../messages.ts).
 */
import { countOf, NOUNS, RESET_TOKEN_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from '@city/contracts';

const VERIFICATION_LINK_HOURS = VERIFICATION_TOKEN_TTL_SECONDS / 3600;
const RESET_LINK_HOURS = RESET_TOKEN_TTL_SECONDS / 3600;

export const emailSentMessages = {
  pageTitle: 'Письмо отправлено',
  verificationTitle: 'Проверьте почту',
  resetTitle: 'Проверьте почту',
  sentTo: 'Мы отправили письмо на адрес',
  verificationInstructions: `Откройте письмо и перейдите по ссылке, чтобы подтвердить email. Ссылка действительна ${countOf(VERIFICATION_LINK_HOURS, NOUNS.hour)}.`,
  resetInstructions: `Откройте письмо и перейдите по ссылке, чтобы задать новый пароль. Ссылка действительна ${countOf(RESET_LINK_HOURS, NOUNS.hour)} и может быть использована только один раз.`,
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
    `Ссылка для сброса действует ${countOf(RESET_LINK_HOURS, NOUNS.hour)} и срабатывает только один раз.`,
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
