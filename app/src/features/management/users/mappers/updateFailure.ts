import { failureText, type FailureRule } from '../../../../api/failurePolicy';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';

/**
 * docs/back-office.md#users: why a role or status change failed: the server's text of a refusal (own
 * account, last admin, a bad value) or 'Ошибка при обновлении пользователя'; 'Неизвестная ошибка'
 * for something that is not even an error. Nothing for a lost session (the auth handler's).
 */
export const userUpdateFailure: FailureRule = { fallback: messages.updateFailed, unknown: messages.unknownError };

export const userUpdateFailureText = (error: unknown): string | null => failureText(error, userUpdateFailure);
