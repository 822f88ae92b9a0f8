import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '@city/contracts';
import { useApiHarness } from '../testing/apiHarness';
import { ApiError } from './errors';
import { unsubscribeFromReminders } from './reminders';

const harness = useApiHarness();
const { notices, authStatuses } = harness;
const KEY = '0123456789abcdef0123456789abcdef';

describe('unsubscribeFromReminders', () => {
  it('posts the key in the query, with no body, and reads the answer through the contract', async () => {
    harness.server.answer(() => ({ status: 200, body: { message: REMINDER_MESSAGES.unsubscribed } }));
    await expect(unsubscribeFromReminders(KEY)).resolves.toEqual({ message: REMINDER_MESSAGES.unsubscribed });
    expect(harness.calls()).toEqual([`POST /api/public/reminders/unsubscribe?key=${KEY}`]);
    expect(harness.server.requests[0]?.body).toBe('');
  });

  it('keeps the server’s text of a 400 for the page, with no toast', async () => {
    harness.server.answer(() => ({ status: 400, body: { error: REMINDER_MESSAGES.invalidLink } }));
    const error = await unsubscribeFromReminders(KEY).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).serverMessage]).toEqual([400, REMINDER_MESSAGES.invalidLink]);
    expect(notices).toEqual([]);
  });

  it('hands nothing to the auth error handler: the link works signed out', async () => {
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await expect(unsubscribeFromReminders(KEY)).rejects.toBeInstanceOf(ApiError);
    expect(authStatuses).toEqual([]);
  });
});
