// The landing's feed check compiled from the contract (app/build/answerChecks.ts) judges an answer
// as the contract's zod schema does: the same answers pass, the same answers fail.
import { describe, expect, it } from 'vitest';
import { publicEventsResponseSchema } from '@city/contracts';
import { isPublicEventsResponse } from 'virtual:answer-checks/landing';
import { eventFixture } from '../../../testing/fixtures';

const { isFavorite: _isFavorite, isParticipant: _isParticipant, claim: _claim, systemClaim: _systemClaim, ...event } = eventFixture();
const publicEvent = { ...event, imageUrl: 'http://127.0.0.1:3000/uploads/0b6f.jpg', url: 'http://127.0.0.1:3000/events/1' };
const page = (changes: Record<string, unknown>) => ({ events: [{ ...publicEvent, ...changes }], hasMore: false });

describe('the public feed answer, compiled', () => {
  it.each([
    ['a page as the server answers it', page({})],
    ['an event without a picture', page({ imageUrl: null })],
    ['an empty page', { events: [], hasMore: false }],
    ['an https link', page({ url: 'https://events.example.com/events/1' })],
  ])('passes %s, as zod does', (_what, answer) => {
    expect(publicEventsResponseSchema.safeParse(answer).success).toBe(true);
    expect(isPublicEventsResponse(answer)).toBe(true);
  });

  it.each([
    ['a relative link', page({ url: '/events/1' })],
    ['a link with a space', page({ url: 'http://exa mple.com/events/1' })],
    ['no hasMore', { events: [] }],
    ['an unknown category', page({ category: 'party' })],
    ['the title missing', page({ title: undefined })],
  ])('refuses %s, as zod does', (_what, answer) => {
    expect(publicEventsResponseSchema.safeParse(answer).success).toBe(false);
    expect(isPublicEventsResponse(answer)).toBe(false);
  });
});
