import type { Event } from './event';
import { isEventFull, isEventPast } from './events';
import { parseWallClock, wallClockToInstant } from './wallClock';

/** docs/events.md#participation texts of the participation area, in Russian (the spec quotes them in English). */
export const PARTICIPATION_LABELS = {
  yourEvent: 'Ваше мероприятие',
  managementBlocked: 'Редактирование и удаление заблокированы',
  started: 'Мероприятие уже началось',
  participationBlocked: 'Участие заблокировано',
  cancellingBlocked: 'Отмена участия заблокирована',
  join: 'Участвовать',
  joinFullVariant: 'Принять участие',
  leave: 'Отменить участие',
  full: 'Заполнено',
  fullFullVariant: 'Мест нет',
  joinWaitlist: 'Встать в лист ожидания',
  leaveWaitlist: 'Покинуть лист ожидания',
} as const;

/** What the rule reads of an event: the card's Event, or the server's row mapped to it. */
export type ParticipationEvent = Pick<
  Event,
  | 'startDate'
  | 'durationMinutes'
  | 'organizerUserId'
  | 'isParticipant'
  | 'maxParticipants'
  | 'participantCount'
  | 'waitlistCount'
  | 'waitlistPosition'
  | 'claim'
  | 'systemClaim'
>;

export type ParticipationState =
  | { kind: 'anonymous' }
  /** canManage: edit and delete allowed (before the start and not under complaint). */
  | { kind: 'organizer'; canManage: boolean; blockedByComplaint: boolean; hasStarted: boolean }
  | { kind: 'started'; isPast: boolean }
  | { kind: 'claim-participant' }
  | { kind: 'claim-non-participant' }
  | { kind: 'participant' }
  /** docs/events.md#waitlist: the viewer waits for a place, `position` from 1 of `waitlistCount`. */
  | { kind: 'waiting'; position: number; waitlistCount: number }
  /** No place left: the waitlist is offered (`waitlistCount` people already wait). */
  | { kind: 'full'; waitlistCount: number }
  | { kind: 'open' };

export type ParticipationKind = ParticipationState['kind'];

export interface ParticipationInput {
  event: ParticipationEvent;
  /** The signed-in user's id, or null for a visitor. */
  viewerId: number | null;
  /** The current instant, epoch ms. */
  now: number;
  /** IANA zone of the city whose wall clock `startDate` reads (APP_TIMEZONE). */
  timeZone: string;
}

/** The instant (epoch ms) an event starts: its wall-clock `startDate` read in the city's zone. */
export function eventStartInstant(startDate: string, timeZone: string): number {
  const parts = parseWallClock(startDate);
  if (!parts) throw new RangeError(`Некорректная дата начала мероприятия: «${startDate}»`);
  return wallClockToInstant(parts, timeZone);
}

/** docs/events.md#participation: the one rule for what a viewer may do about an event's participation. */
export function participationState({ event, viewerId, now, timeZone }: ParticipationInput): ParticipationState {
  if (viewerId === null) return { kind: 'anonymous' };

  const startsAt = eventStartInstant(event.startDate, timeZone);
  // "Started or passed" is everything from the start on. isEventStarted alone is false again at the
  // exact end of a timed event, one millisecond before isEventPast turns true.
  const hasStarted = now >= startsAt;
  // docs/events.md#complaints: a pending or approved automatic complaint is a complaint too.
  const underComplaint = event.claim || event.systemClaim != null;

  if (event.organizerUserId === viewerId) {
    return { kind: 'organizer', canManage: !hasStarted && !underComplaint, blockedByComplaint: underComplaint, hasStarted };
  }
  if (hasStarted) {
    return { kind: 'started', isPast: isEventPast({ startsAt, durationMinutes: event.durationMinutes }, now) };
  }
  if (underComplaint) return { kind: event.isParticipant ? 'claim-participant' : 'claim-non-participant' };
  if (event.isParticipant) return { kind: 'participant' };
  if (event.waitlistPosition !== null) {
    return { kind: 'waiting', position: event.waitlistPosition, waitlistCount: event.waitlistCount };
  }
  if (isEventFull(event)) return { kind: 'full', waitlistCount: event.waitlistCount };
  return { kind: 'open' };
}

/** docs/accounts.md#statuses: the server checks the same rule before changing anything. */
export const mayJoin = (state: ParticipationState): boolean => state.kind === 'open';
export const mayLeave = (state: ParticipationState): boolean => state.kind === 'participant';
/** docs/events.md#waitlist: only a full event takes a place in line; only a waiting viewer leaves it. */
export const mayJoinWaitlist = (state: ParticipationState): boolean => state.kind === 'full';
export const mayLeaveWaitlist = (state: ParticipationState): boolean => state.kind === 'waiting';
export const mayManage = (state: ParticipationState): boolean => state.kind === 'organizer' && state.canManage;
