import { useCallback } from 'react';
import type { FeedbackRequest } from '@city/contracts';
import { logFailure } from '../../../api/failurePolicy';
import { sendFeedback } from '../../../api/feedback';

/**
 * docs/people.md#feedback: sends the dialog's fields. A failure is only logged here (the request
 * wrapper has already shown its toast) and rethrown, so the dialog stays on the filled form.
 */
export function useSendFeedback(): (request: FeedbackRequest) => Promise<void> {
  return useCallback(async (request: FeedbackRequest) => {
    try {
      await sendFeedback(request);
    } catch (error) {
      logFailure('Отзыв не отправлен', error);
      throw error;
    }
  }, []);
}
