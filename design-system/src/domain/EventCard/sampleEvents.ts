import { DEFAULT_CITY_TIME_ZONE, type Event, type SystemComplaint } from '@city/contracts';

/** Sample events shared by the event stories (card, participation, form). */

export const SAMPLE_TIME_ZONE = DEFAULT_CITY_TIME_ZONE;
/** 20 November 2026, 15:00 in Moscow: every sample event below is still ahead. */
export const SAMPLE_NOW = Date.parse('2026-11-20T12:00:00Z');
/** The same moment on the city's wall clock, as the event form takes it. */
export const SAMPLE_NOW_WALL_CLOCK = '2026-11-20T15:00:00';

export const SAMPLE_VIEWER_ID = 42;
export const SAMPLE_ORGANIZER_ID = 7;

/** A 16:9 picture drawn inline, so stories never depend on the network. */
export const SAMPLE_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3b53"/><stop offset="1" stop-color="#e08a4f"/></linearGradient></defs>
    <rect width="640" height="360" fill="url(#sky)"/>
    <circle cx="470" cy="120" r="46" fill="#ffd27a"/>
    <path d="M0 290 120 200l90 60 120-110 150 120 160-70v160H0z" fill="#223544"/>
  </svg>`,
)}`;

/** Bytes that no browser decodes: the image-failure state. */
export const BROKEN_IMAGE_URL = 'data:image/png;base64,AAAAAAAA';

export const sampleSystemComplaint: SystemComplaint = {
  reason: 'Текст описания содержит призывы к насилию',
  status: 'pending',
  createdAt: '2026-11-19T09:30:00Z',
  metadata: {
    model: 'city-moderation-2',
    confidence: 0.914,
    category: 'violence',
    lawReference: 'ст. 20.3.1 КоАП РФ',
    checkedAt: '2026-11-19T09:30:00Z',
  },
};

export function sampleEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 101,
    title: 'Джазовый вечер в парке Горького',
    description: 'Живая музыка у фонтана: квартет Алексея Кузнецова играет стандарты и собственные пьесы.',
    imageUrl: SAMPLE_IMAGE_URL,
    startDate: '2026-12-01T19:00:00',
    durationMinutes: 150,
    address: 'Крымский Вал, 9, Парк Горького, летняя эстрада',
    city: 'Москва',
    latitude: 55.7298,
    longitude: 37.6011,
    category: 'культура и искусство',
    ageLimit: 16,
    isPaid: true,
    price: 1500,
    maxParticipants: 40,
    participantCount: 12,
    isFavorite: false,
    isParticipant: false,
    organizerUserId: SAMPLE_ORGANIZER_ID,
    organizerName: 'Анна Смирнова',
    claim: false,
    systemClaim: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
