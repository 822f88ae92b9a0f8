import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type ModerationSampleEvent } from '@city/contracts';
import { useApiHarness } from '../../testing/apiHarness';
import { ApiError } from '../errors';
import { drawModerationSample, labelSampledEvent } from './moderationSample';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const concert: ModerationSampleEvent = {
  eventId: 7,
  title: 'Концерт в парке',
  description: 'Живая музыка под открытым небом',
  address: 'Парк Горького, Крымский Вал, 9',
};

async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const reason = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('drawModerationSample', () => {
  it('asks for 20 events by default and unwraps the list', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: [concert] } }));
    await expect(drawModerationSample()).resolves.toEqual([concert]);
    await drawModerationSample(5);
    expect(harness.calls()).toEqual(['GET /api/management/moderation-sample?size=20', 'GET /api/management/moderation-sample?size=5']);
  });

  it('an answer that breaks the contract is a failure, not data; no toast', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: [{ ...concert, eventId: 'семь' }] } }));
    await apiErrorOf(drawModerationSample());
    expect(notices).toEqual([]);
  });
});

describe('labelSampledEvent', () => {
  it('PUT …/{eventId} sends the category, or null for «Нарушений нет»', async () => {
    harness.server.answer((recorded) => ({ status: 200, body: { success: true, data: { eventId: 7, ...(JSON.parse(recorded.body) as object) } } }));
    await expect(labelSampledEvent(7, 'drugs')).resolves.toEqual({ eventId: 7, category: 'drugs' });
    await expect(labelSampledEvent(7, null)).resolves.toEqual({ eventId: 7, category: null });
    expect(harness.calls()).toEqual(['PUT /api/management/moderation-sample/7', 'PUT /api/management/moderation-sample/7']);
    expect(harness.server.requests.map((recorded) => JSON.parse(recorded.body) as unknown)).toEqual([{ category: 'drugs' }, { category: null }]);
  });

  it('keeps the server’s refusal text (an event gone meanwhile) without toasts or sign-out', async () => {
    harness.server.answer(() => ({ status: 404, body: { error: EVENT_MESSAGES.notFound } }));
    expect((await apiErrorOf(labelSampledEvent(999, 'drugs'))).serverMessage).toBe(EVENT_MESSAGES.notFound);
    expect(notices).toEqual([]);
    expect(authStatuses).toEqual([]);
  });
});
