import { isApiError } from '../../../../api/errors';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';

/**
 * management-side §8: 'Ошибка при загрузке отзывов: {http status}'. A request that never reached
 * the server has no status: the wrapper's connection text stands in its place.
 */
export function feedbackListFailureText(error: unknown): string {
  if (!isApiError(error)) return messages.listFailed(messages.unknownError);
  return messages.listFailed(error.isNetworkFailure ? error.message : error.status);
}
