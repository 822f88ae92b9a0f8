import { failureText, type FailureRule } from '../../../api/failurePolicy';
import { profilePageMessages } from '../../../i18n/profileMessages';

/**
 * docs/people.md#own-profile: the toast of a failed save, the server's text of a refusal (a 4xx names the
 * field or the account status) or 'Произошла ошибка при сохранении профиля'. Nothing for a lost
 * session (the auth handler's).
 */
export const profileSaveFailure: FailureRule = { fallback: profilePageMessages.saveFailed };

export const profileSaveFailureText = (error: unknown): string | null => failureText(error, profileSaveFailure);
