/**
 * docs/accounts.md#verification: the server's answers of the auth calls, shared so the app and the Pact tests can
 * recognise them (e.g. the unverified-login 403 offers to resend the mail).
 */
export const AUTH_MESSAGES = {
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  invalidCredentials: 'Неверный email или пароль',
  emailNotVerified: 'Email не подтверждён. Проверьте почту или запросите письмо повторно.',
  /** docs/accounts.md#mail-links: the client shows the invalid-token view when the error contains «токен». */
  invalidVerificationToken: 'Ссылка подтверждения недействительна или устарела: токен не найден',
  invalidResetToken: 'Ссылка для сброса пароля недействительна или устарела: токен не найден',
  passwordChanged: 'Пароль успешно изменён',
  authRequired: 'Требуется авторизация',
  /** docs/operations.md#security: the verification link was opened outside the browser that registered. */
  verificationNeedsPassword:
    'Ссылка открыта не в том браузере, в котором вы регистрировались. Чтобы подтвердить email, введите пароль от аккаунта.',
  verificationWrongPassword: 'Неверный пароль: email не подтверждён',
  /** docs/operations.md#security: password checks wait their turn (a few at once); past the deadline the server says so. */
  passwordWorkBusy: 'Сервер сейчас перегружен проверкой паролей. Повторите попытку через несколько секунд.',
} as const;

/** docs/accounts.md#statuses: what a blocked or suspended account is told when a call is refused. */
export const ACCOUNT_STATUS_MESSAGES = {
  blocked: 'Ваш аккаунт заблокирован. Вы можете только просматривать свой профиль.',
  suspended: 'Ваш аккаунт приостановлен. Вы можете просматривать контент, но не можете выполнять активные действия.',
} as const;
