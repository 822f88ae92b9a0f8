/** The catalogue's texts of the sign-in and registration screens (see ../messages.ts). */
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
