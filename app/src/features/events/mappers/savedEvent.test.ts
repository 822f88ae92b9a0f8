import { VIOLATIONS, type Event, type SystemComplaint } from '@city/contracts';
import { describe, expect, it } from 'vitest';
import { savedEventOutcome } from './savedEvent';

const flaggedComplaint = (status: SystemComplaint['status']): SystemComplaint => ({
  reason: 'Автоматическая модерация: наркотики',
  status,
  createdAt: '2030-06-10T09:00:00.000Z',
  metadata: { model: 'city-moderation-test', confidence: 0.91, category: 'drugs', lawReference: VIOLATIONS.drugs.lawReference, checkedAt: '2030-06-10T09:00:00.000Z' },
});
const event = (overrides: Partial<Event> = {}): Event => ({
  id: 17,
  title: 'Вечеринка',
  description: 'Описание',
  imageUrl: null,
  startDate: '2030-06-14T23:00:00',
  durationMinutes: 120,
  address: 'Москва, Складочная ул., 1',
  city: 'Москва',
  latitude: null,
  longitude: null,
  category: 'досуг и развлечения',
  ageLimit: 18,
  isPaid: false,
  price: null,
  maxParticipants: null,
  participantCount: 0,
  isFavorite: false,
  isParticipant: false,
  waitlistCount: 0,
  waitlistPosition: null,
  organizerUserId: 2,
  organizerName: 'Олег',
  claim: false,
  systemClaim: null,
  createdAt: '2030-06-10T09:00:00.000Z',
  updatedAt: '2030-06-10T09:00:00.000Z',
  ...overrides,
});

describe('savedEventOutcome (docs/moderation.md#what-the-organizer-sees: the organizer learns the moderation hid the event)', () => {
  it('says the event was created and goes to the list when nothing was flagged', () => {
    expect(savedEventOutcome(event(), 'created')).toEqual({ toast: { tone: 'success', title: 'Мероприятие создано' }, destination: '/events' });
    expect(savedEventOutcome(event(), 'updated')).toEqual({ toast: { tone: 'success', title: 'Изменения сохранены' }, destination: '/events/17' });
  });

  it('warns with the category and goes to the event page, where the banner is, when the save was flagged', () => {
    for (const saved of ['created', 'updated'] as const) {
      expect(savedEventOutcome(event({ claim: true, systemClaim: flaggedComplaint('pending') }), saved)).toEqual({
        toast: {
          tone: 'warning',
          title: 'Мероприятие скрыто автоматической модерацией',
          description: 'Категория нарушения: наркотики. Модератор проверит его; до решения мероприятие не видно другим и не редактируется.',
        },
        destination: '/events/17',
      });
    }
  });
});
