import { describe, expect, it } from 'vitest';
import type { Event } from '../src/event';
import {
  eventStartInstant,
  mayJoin,
  mayJoinWaitlist,
  mayLeave,
  mayLeaveWaitlist,
  mayManage,
  participationState,
  type ParticipationEvent,
} from '../src/participation';

const TIME_ZONE = 'Europe/Moscow';
const ORGANIZER = 7;
const VIEWER = 42;
// 19:00 in Moscow is 16:00 UTC.
const START = Date.parse('2026-12-01T16:00:00Z');
const MINUTE = 60_000;

const event = (overrides: Partial<ParticipationEvent> = {}): ParticipationEvent => ({
  startDate: '2026-12-01T19:00:00',
  durationMinutes: null,
  organizerUserId: ORGANIZER,
  isParticipant: false,
  waitlistCount: 0,
  waitlistPosition: null,
  maxParticipants: null,
  participantCount: 3,
  claim: false,
  systemClaim: null,
  ...overrides,
});

const systemClaim: NonNullable<Event['systemClaim']> = {
  reason: 'Признаки призывов к насилию',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  metadata: {
    model: 'moderation-v2',
    confidence: 0.914,
    category: 'violence',
    lawReference: 'ст. 280 УК РФ',
    checkedAt: '2026-11-20T10:00:00Z',
  },
};

const stateOf = (overrides: Partial<ParticipationEvent>, now = START - 60 * MINUTE, viewerId: number | null = VIEWER) =>
  participationState({ event: event(overrides), viewerId, now, timeZone: TIME_ZONE });

describe('eventStartInstant', () => {
  it('reads the wall clock in the city zone', () => {
    expect(eventStartInstant('2026-12-01T19:00:00', TIME_ZONE)).toBe(START);
    expect(eventStartInstant('2026-12-01T19:00:00', 'Asia/Yekaterinburg')).toBe(START - 2 * 60 * MINUTE);
  });

  it('refuses a start that is not a wall-clock reading', () => {
    expect(() => eventStartInstant('1 декабря', TIME_ZONE)).toThrow(RangeError);
  });
});

describe('participationState', () => {
  it('is anonymous for a visitor, whatever the event', () => {
    expect(stateOf({}, START - MINUTE, null)).toEqual({ kind: 'anonymous' });
    expect(stateOf({ claim: true }, START + MINUTE, null)).toEqual({ kind: 'anonymous' });
  });

  describe('non-organizer', () => {
    it('may join an open event', () => {
      expect(stateOf({})).toEqual({ kind: 'open' });
    });

    it('may cancel as a participant', () => {
      expect(stateOf({ isParticipant: true })).toEqual({ kind: 'participant' });
    });

    it('sees full when participantCount reaches maxParticipants', () => {
      expect(stateOf({ maxParticipants: 10, participantCount: 10 })).toEqual({ kind: 'full', waitlistCount: 0 });
      expect(stateOf({ maxParticipants: 10, participantCount: 11 })).toEqual({ kind: 'full', waitlistCount: 0 });
      expect(stateOf({ maxParticipants: 10, participantCount: 9 })).toEqual({ kind: 'open' });
    });

    it('sees how many wait at a full event, and their own place once waiting (docs/events.md#waitlist)', () => {
      const full = { maxParticipants: 10, participantCount: 10, waitlistCount: 4 };
      expect(stateOf(full)).toEqual({ kind: 'full', waitlistCount: 4 });
      expect(stateOf({ ...full, waitlistPosition: 3 })).toEqual({ kind: 'waiting', position: 3, waitlistCount: 4 });
    });

    it('waits under the same timing and complaint rules as joining', () => {
      const waiting = { maxParticipants: 10, participantCount: 10, waitlistCount: 1, waitlistPosition: 1 };
      expect(stateOf(waiting, START)).toEqual({ kind: 'started', isPast: false });
      expect(stateOf({ ...waiting, claim: true })).toEqual({ kind: 'claim-non-participant' });
    });

    it('stays a participant of a full event, so they can still leave it', () => {
      expect(stateOf({ maxParticipants: 10, participantCount: 10, isParticipant: true })).toEqual({ kind: 'participant' });
    });

    it('is blocked under a complaint, as participant or not', () => {
      expect(stateOf({ claim: true, isParticipant: true })).toEqual({ kind: 'claim-participant' });
      expect(stateOf({ claim: true })).toEqual({ kind: 'claim-non-participant' });
      expect(stateOf({ claim: true, maxParticipants: 5, participantCount: 5 })).toEqual({ kind: 'claim-non-participant' });
    });

    it('treats a system claim as a complaint', () => {
      expect(stateOf({ systemClaim })).toEqual({ kind: 'claim-non-participant' });
      expect(stateOf({ systemClaim, isParticipant: true })).toEqual({ kind: 'claim-participant' });
    });

    it('sees "started" from exactly the start on, before any claim or participation', () => {
      expect(stateOf({}, START - 1)).toEqual({ kind: 'open' });
      expect(stateOf({}, START)).toEqual({ kind: 'started', isPast: false });
      expect(stateOf({ isParticipant: true, claim: true }, START)).toEqual({ kind: 'started', isPast: false });
    });

    it('without a duration, the event is past one moment after its start', () => {
      expect(stateOf({ durationMinutes: null }, START + 1)).toEqual({ kind: 'started', isPast: true });
    });

    it('with a duration, it is running until its end and past after it, with no gap at the end', () => {
      const duration = { durationMinutes: 90 };
      const end = START + 90 * MINUTE;
      expect(stateOf(duration, START + 1)).toEqual({ kind: 'started', isPast: false });
      expect(stateOf(duration, end - 1)).toEqual({ kind: 'started', isPast: false });
      expect(stateOf(duration, end)).toEqual({ kind: 'started', isPast: false });
      expect(stateOf(duration, end + 1)).toEqual({ kind: 'started', isPast: true });
    });
  });

  describe('organizer', () => {
    const asOrganizer = (overrides: Partial<ParticipationEvent>, now: number) =>
      participationState({ event: event(overrides), viewerId: ORGANIZER, now, timeZone: TIME_ZONE });

    it('may manage before the start', () => {
      expect(asOrganizer({}, START - 1)).toEqual({ kind: 'organizer', canManage: true, blockedByComplaint: false, hasStarted: false });
    });

    it('may not manage from exactly the start on, with or without a duration', () => {
      expect(asOrganizer({}, START)).toEqual({ kind: 'organizer', canManage: false, blockedByComplaint: false, hasStarted: true });
      expect(asOrganizer({ durationMinutes: 60 }, START + 30 * MINUTE)).toMatchObject({ canManage: false, hasStarted: true });
      expect(asOrganizer({ durationMinutes: 60 }, START + 61 * MINUTE)).toMatchObject({ canManage: false, hasStarted: true });
    });

    it('is blocked by a complaint or a system claim', () => {
      expect(asOrganizer({ claim: true }, START - 1)).toEqual({
        kind: 'organizer',
        canManage: false,
        blockedByComplaint: true,
        hasStarted: false,
      });
      expect(asOrganizer({ systemClaim }, START - 1)).toMatchObject({ canManage: false, blockedByComplaint: true });
    });

    it('is never a participant, a full event or a started one', () => {
      expect(asOrganizer({ isParticipant: true, maxParticipants: 1, participantCount: 1 }, START - 1)).toMatchObject({
        kind: 'organizer',
      });
    });
  });
});

describe('what the server allows', () => {
  it('joins only an open event, leaves only as a participant, manages only as an unblocked organizer', () => {
    expect(mayJoin(stateOf({}))).toBe(true);
    expect(mayJoin(stateOf({ isParticipant: true }))).toBe(false);
    expect(mayJoin(stateOf({ maxParticipants: 1, participantCount: 1 }))).toBe(false);
    expect(mayJoin(stateOf({ claim: true }))).toBe(false);
    expect(mayJoin(stateOf({}, START))).toBe(false);
    expect(mayJoin(stateOf({}, START - 1, ORGANIZER))).toBe(false);
    expect(mayJoin(stateOf({}, START - 1, null))).toBe(false);

    expect(mayLeave(stateOf({ isParticipant: true }))).toBe(true);
    expect(mayLeave(stateOf({ isParticipant: true, claim: true }))).toBe(false);
    expect(mayLeave(stateOf({ isParticipant: true }, START))).toBe(false);
    expect(mayLeave(stateOf({}))).toBe(false);

    expect(mayManage(stateOf({}, START - 1, ORGANIZER))).toBe(true);
    expect(mayManage(stateOf({ claim: true }, START - 1, ORGANIZER))).toBe(false);
    expect(mayManage(stateOf({}, START, ORGANIZER))).toBe(false);
    expect(mayManage(stateOf({}))).toBe(false);
  });

  it('takes a place in line only at a full event, and gives it up only while waiting', () => {
    const full = { maxParticipants: 1, participantCount: 1 };
    expect(mayJoinWaitlist(stateOf(full))).toBe(true);
    expect(mayJoinWaitlist(stateOf({}))).toBe(false);
    expect(mayJoinWaitlist(stateOf({ ...full, isParticipant: true }))).toBe(false);
    expect(mayJoinWaitlist(stateOf({ ...full, waitlistCount: 1, waitlistPosition: 1 }))).toBe(false);
    expect(mayJoinWaitlist(stateOf(full, START))).toBe(false);
    expect(mayJoinWaitlist(stateOf({ ...full, claim: true }))).toBe(false);
    expect(mayJoinWaitlist(stateOf(full, START - 1, ORGANIZER))).toBe(false);

    expect(mayLeaveWaitlist(stateOf({ ...full, waitlistCount: 1, waitlistPosition: 1 }))).toBe(true);
    expect(mayLeaveWaitlist(stateOf(full))).toBe(false);
    expect(mayLeaveWaitlist(stateOf({ ...full, waitlistCount: 1, waitlistPosition: 1 }, START))).toBe(false);
  });
});
