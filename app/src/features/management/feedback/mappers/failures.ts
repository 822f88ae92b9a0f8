import { failureText, type FailureRule } from '../../../../api/failurePolicy';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';

/**
 * docs/back-office.md#feedback: 'Ошибка при загрузке отзывов: {http status}'. A request that never reached
 * the server has no status: the wrapper's connection text stands in its place.
 */
export const feedbackListFailure: FailureRule = {
  fallback: messages.unknownError,
  withStatus: messages.listFailed,
  sessionLost: 'shown',
};

export const feedbackListFailureText = (error: unknown): string =>
  failureText(error, feedbackListFailure) ?? messages.listFailed(messages.unknownError);
