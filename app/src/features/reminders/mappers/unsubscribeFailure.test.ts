import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '@city/contracts';
import { ApiError } from '../../../api/errors';
import { failureMessage } from '../../../api/failureMessage';
import { requestMessages } from '../../../i18n/messages';
import { unsubscribeFailure } from './unsubscribeFailure';

describe('unsubscribeFailure (docs/events.md#reminders)', () => {
  it('takes the server’s refusal of the key for a bad link', () => {
    const refused = new ApiError(400, REMINDER_MESSAGES.invalidLink, { error: REMINDER_MESSAGES.invalidLink });
    expect(unsubscribeFailure(refused)).toEqual({ kind: 'invalid-link' });
  });

  it('shows the app’s usual text when there was no answer or the server failed', () => {
    expect(unsubscribeFailure(new ApiError(0, failureMessage(0, undefined)))).toEqual({ kind: 'failed', message: requestMessages.network });
    expect(unsubscribeFailure(new ApiError(503, failureMessage(503, undefined)))).toEqual({
      kind: 'failed',
      message: requestMessages.server,
    });
    const limited = new ApiError(429, 'Слишком много запросов');
    expect(unsubscribeFailure(limited)).toEqual({ kind: 'failed', message: 'Слишком много запросов' });
  });

  it('falls back to the unknown-failure text for anything that is not a call’s failure', () => {
    expect(unsubscribeFailure(new TypeError('boom'))).toEqual({ kind: 'failed', message: requestMessages.unknown });
  });
});
