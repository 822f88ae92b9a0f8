import type { FailureRule } from '../../../api/failurePolicy';
import { userProfileMessages } from '../../../i18n/profileMessages';

/**
 * docs/people.md#reporting-a-person: the toast of a refused report: the server's text (own profile,
 * already pending, suspended account), the rate-limit title for a 429, otherwise 'Произошла ошибка
 * при подаче жалобы'. Nothing for a lost session (the auth handler's).
 */
export const userComplaintFailure: FailureRule = { fallback: userProfileMessages.complaintFailed, rateLimitTitle: true };
