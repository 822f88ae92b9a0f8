import { isApiError } from '../../../api/errors';
import { profilePageMessages } from '../../../i18n/profileMessages';

/**
 * participant-side §8: the toast of a failed save, the server's text of a refusal (a 4xx names the
 * field or the account status) or 'Произошла ошибка при сохранении профиля'. Null for a lost
 * session: the auth error handler ends it with its own toast.
 */
export function profileSaveFailureText(error: unknown): string | null {
  if (!isApiError(error)) return profilePageMessages.saveFailed;
  if (error.status === 401) return null;
  if (error.status >= 400 && error.status < 500) return error.serverMessage ?? profilePageMessages.saveFailed;
  return profilePageMessages.saveFailed;
}
