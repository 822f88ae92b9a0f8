import { RATE_LIMIT_TITLES } from '@city/contracts';
import { isApiError } from '../../../api/errors';
import { userProfileMessages } from '../../../i18n/profileMessages';

/**
 * participant-side §8, platform §6: the toast of a refused report: the server's text (own profile,
 * already pending, suspended account), the rate-limit title for a 429 (its `error` is an English
 * constant), otherwise 'Произошла ошибка при подаче жалобы'. Null for a lost session: the auth
 * error handler ends it with its own toast.
 */
export function userClaimFailureText(error: unknown): string | null {
  if (!isApiError(error)) return userProfileMessages.reportFailed;
  if (error.status === 401) return null;
  const rateLimit = error.rateLimit;
  if (rateLimit) return RATE_LIMIT_TITLES[rateLimit.rateLimitType];
  if (error.status >= 400 && error.status < 500) return error.serverMessage ?? userProfileMessages.reportFailed;
  return userProfileMessages.reportFailed;
}
