// The checks compiled from the contracts (app/build/answerChecks.ts) must judge an answer as the
// contract's zod schema does: the same answers pass, the same answers fail.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventCollectionResponseSchema, eventListResponseSchema, eventSchema, okResponseSchema, userSchema } from '@city/contracts';
import { isEvent, isEventCollectionResponse, isEventListResponse, isOkResponse } from 'virtual:answer-checks/events';
import { isUser } from 'virtual:answer-checks/session';
import { sampleSystemBanner } from '@city/design-system/fixtures';
import { eventFixture } from '../testing/fixtures';
import { compiledAnswer } from './compiledAnswer';

type Mutation = [what: string, change: (value: Record<string, unknown>) => unknown];

const event = eventFixture({ systemClaim: sampleSystemBanner, claim: true });
const user = { id: 3, email: 'anna@example.com', displayName: null, role: 'user', status: 'confirmed' };

const eventMutations: Mutation[] = [
  ['без поля title', ({ title: _title, ...rest }) => rest],
  ['id строкой', (value) => ({ ...value, id: '1' })],
  ['id нулевой', (value) => ({ ...value, id: 0 })],
  ['id дробный', (value) => ({ ...value, id: 1.5 })],
  ['чужая категория', (value) => ({ ...value, category: 'party' })],
  ['возраст 17+', (value) => ({ ...value, ageLimit: 17 })],
  ['отрицательное число участников', (value) => ({ ...value, participantCount: -1 })],
  ['null вместо адреса', (value) => ({ ...value, address: null })],
  ['isPaid строкой', (value) => ({ ...value, isPaid: 'true' })],
  ['уверенность модели больше 1', (value) => ({ ...value, systemClaim: { ...sampleSystemBanner, metadata: { ...sampleSystemBanner.metadata, confidence: 1.2 } } })],
  ['чужой статус жалобы', (value) => ({ ...value, systemClaim: { ...sampleSystemBanner, status: 'lost' } })],
];
const eventPasses: Mutation[] = [
  ['как есть', (value) => value],
  ['без жалобы', (value) => ({ ...value, systemClaim: null, claim: false })],
  ['без картинки, длительности и координат', (value) => ({ ...value, imageUrl: null, durationMinutes: null, latitude: null, longitude: null })],
  // A newer server may add a field: zod strips it, the compiled check lets it through.
  ['с новым полем', (value) => ({ ...value, waitlistCount: 3 })],
];

function agree(schema: z.ZodType, check: CompiledAnswerCheck, value: unknown) {
  return { zod: schema.safeParse(value).success, compiled: check(value) };
}

describe('checks compiled from the contracts', () => {
  it.each(eventPasses)('an event %s passes both', (_what, change) => {
    expect(agree(eventSchema, isEvent, change({ ...event }))).toEqual({ zod: true, compiled: true });
  });

  it.each(eventMutations)('an event %s fails both', (_what, change) => {
    expect(agree(eventSchema, isEvent, change({ ...event }))).toEqual({ zod: false, compiled: false });
  });

  it.each(eventMutations)('a list page whose event is %s fails both', (_what, change) => {
    const page = { events: [event, change({ ...event })], hasMore: true };
    expect(agree(eventListResponseSchema, isEventListResponse, page)).toEqual({ zod: false, compiled: false });
  });

  it('lists and collections: pass and fail as their schemas', () => {
    expect(agree(eventListResponseSchema, isEventListResponse, { events: [event], hasMore: false })).toEqual({ zod: true, compiled: true });
    expect(agree(eventListResponseSchema, isEventListResponse, { events: [event] })).toEqual({ zod: false, compiled: false });
    expect(agree(eventCollectionResponseSchema, isEventCollectionResponse, { events: [] })).toEqual({ zod: true, compiled: true });
    expect(agree(eventCollectionResponseSchema, isEventCollectionResponse, { events: {} })).toEqual({ zod: false, compiled: false });
    expect(agree(okResponseSchema, isOkResponse, { success: true })).toEqual({ zod: true, compiled: true });
    expect(agree(okResponseSchema, isOkResponse, { success: false })).toEqual({ zod: false, compiled: false });
  });

  it('the user: passes and fails as its schema', () => {
    expect(agree(userSchema, isUser, user)).toEqual({ zod: true, compiled: true });
    expect(agree(userSchema, isUser, { ...user, role: 'root' })).toEqual({ zod: false, compiled: false });
    expect(agree(userSchema, isUser, { ...user, displayName: undefined })).toEqual({ zod: false, compiled: false });
  });

  it('a failed check throws with where the answer went wrong; a passed one answers the data', () => {
    const answer = compiledAnswer(isEvent);
    expect(answer.parse(event)).toBe(event);
    expect(() => answer.parse({ ...event, participantCount: -1 })).toThrow(/\/participantCount/);
  });
});
