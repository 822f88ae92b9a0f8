import type { Event } from '@city/contracts';

/** 20 November 2026, 15:00 in Moscow. */
export const FIXTURE_NOW = Date.parse('2026-11-20T12:00:00Z');
export const FIXTURE_ORGANIZER_ID = 7;
export const FIXTURE_VIEWER_ID = 42;

/** An event as the BFF answers it: 1 December 2026, 19:00 in Moscow, 2.5 hours, 12 of 40 places. */
export function eventFixture(overrides: Partial<Event> = {}): Event {
  return {
    id: 101,
    title: 'Концерт в парке',
    description: 'Живая музыка у фонтана.',
    imageUrl: null,
    startDate: '2026-12-01T19:00:00',
    durationMinutes: 150,
    address: 'Крымский Вал, 9',
    city: 'Москва',
    latitude: null,
    longitude: null,
    category: 'культура и искусство',
    ageLimit: 16,
    isPaid: false,
    price: null,
    maxParticipants: 40,
    participantCount: 12,
    isFavorite: false,
    isParticipant: false,
    waitlistCount: 0,
    waitlistPosition: null,
    organizerUserId: FIXTURE_ORGANIZER_ID,
    organizerName: 'Анна Смирнова',
    claim: false,
    systemClaim: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
