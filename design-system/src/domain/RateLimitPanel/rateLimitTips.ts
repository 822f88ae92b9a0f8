import type { RateLimitType } from '@city/contracts';

/** docs/accounts.md#rate-limit-panel: the panel's tip for each limit. */
export const RATE_LIMIT_TIPS: Record<RateLimitType, string> = {
  email_verification: 'Проверьте папку «Спам»: письмо могло уже прийти.',
  password_reset: 'Ссылка из последнего письма действует 1 час — проверьте почту.',
  resend_verification: 'Новое письмо можно запросить после окончания отсчёта.',
  other: 'Подождите немного и попробуйте снова.',
};
