import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Event, EventCategory, EventListResponse, User } from '@city/contracts';
import { SAMPLE_ORGANIZER_ID, SAMPLE_VIEWER_ID, sampleEvent, sampleUsers } from '@city/design-system/fixtures';

/**
 * The people and answers the screens are built from, shaped by the contracts (the app checks
 * them as it does the server's). Dates lie well ahead, so an event never turns «прошло» with time.
 */

export const people = {
  /** A confirmed participant: the person the participant screens are seen by. */
  participant: { id: SAMPLE_VIEWER_ID, email: sampleUsers.user.email, displayName: sampleUsers.user.displayName, role: 'user', status: 'confirmed' },
  /** The organizer of the sample events. */
  organizer: { id: SAMPLE_ORGANIZER_ID, email: 'organizer@example.ru', displayName: 'Анна Смирнова', role: 'user', status: 'confirmed' },
  moderator: { id: 3, email: sampleUsers.moderator.email, displayName: sampleUsers.moderator.displayName, role: 'moderator', status: 'confirmed' },
  admin: { id: 1, email: sampleUsers.admin.email, displayName: sampleUsers.admin.displayName, role: 'admin', status: 'confirmed' },
} as const satisfies Record<string, User>;

/** GET /api/auth/me: who is signed in (null: nobody, the server's 401). */
export const signedIn = (user: User | null): RequestHandler =>
  http.get('/api/auth/me', () => (user ? HttpResponse.json(user) : HttpResponse.json({ error: 'Требуется авторизация' }, { status: 401 })));

/** A request that is still on its way when the story is looked at. */
export const neverAnswers = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

const TITLES = [
  'Джазовый вечер в парке Горького',
  'Лекция об архитектуре конструктивизма',
  'Субботник на Воробьёвых горах',
  'Настольные игры в библиотеке',
  'Утренняя пробежка по набережной',
  'Мастер-класс по керамике',
] as const;
const CATEGORIES = [
  'культура и искусство',
  'обучение и развитие',
  'другое',
  'досуг и развлечения',
  'спорт и туризм',
  'досуг и развлечения',
] as const satisfies readonly EventCategory[];

/** The n-th sample event of the list (1-based), each with its own title, day and numbers. */
export function listEvent(n: number, overrides: Partial<Event> = {}): Event {
  const index = (n - 1) % TITLES.length;
  const day = String(1 + ((n * 3) % 27)).padStart(2, '0');
  return sampleEvent({
    id: 100 + n,
    title: TITLES[index],
    category: CATEGORIES[index],
    startDate: `2027-06-${day}T19:00:00`,
    participantCount: (n * 7) % 40,
    isPaid: n % 2 === 1,
    price: n % 2 === 1 ? 500 + n * 100 : null,
    ...overrides,
  });
}

export const eventsPage = (events: Event[], hasMore: boolean): EventListResponse => ({ events, hasMore });
