import { isApiError } from '../../../../api/errors';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';

/**
 * management-side §8: why a role or status change failed: the server's text of a refusal (own
 * account, last admin, a bad value) or 'Ошибка при обновлении пользователя'; 'Неизвестная ошибка'
 * for something that is not even an error. Null for a lost session: the auth error handler ends
 * it with its own toast.
 */
export function userUpdateFailureText(error: unknown): string | null {
  if (isApiError(error)) {
    if (error.status === 401) return null;
    const isRefusal = error.status >= 400 && error.status < 500;
    return (isRefusal ? error.serverMessage : null) ?? messages.updateFailed;
  }
  return error instanceof Error ? messages.updateFailed : messages.unknownError;
}
