import { isRateLimitResponse, RATE_LIMIT_TITLES } from '@city/contracts';
import { requestMessages } from '../i18n/messages';
import { readErrorField } from './errors';

/**
 * docs/accounts.md#request-failures: the red toast text of a failed call.
 * `status` 0 means the request never reached the server.
 */
export function failureMessage(status: number, body: unknown): string {
  if (status === 0) return requestMessages.network;
  if (status >= 500) return requestMessages.server;
  if (status === 404) return requestMessages.notFound;
  if (status === 403) return requestMessages.forbidden;
  // The rate-limit body's `error` is the English constant 'Rate limit exceeded' (docs/operations.md#rate-limits);
  // the interface is Russian, so its panel title (docs/accounts.md#request-failures) is shown instead.
  if (isRateLimitResponse(body)) return RATE_LIMIT_TITLES[body.rateLimitType];
  if (status >= 400) return readErrorField(body) ?? requestMessages.clientError;
  return requestMessages.unknown;
}
