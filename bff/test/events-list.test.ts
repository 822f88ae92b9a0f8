import type { Event, EventListResponse } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavorites,
  addParticipants,
  closeTestTemplates,
  createPeople,
  insertEventComplaint,
  insertTestEvent,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
  type TestEventInput,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow (UTC+3 all year). */
const NOW = '2030-06-10T09:00:00Z';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);

describe.each(testDatabases())('GET /api/events on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let organizer: SignedInUser;
  let viewer: SignedInUser;
  const ids: Record<string, number> = {};

  const titlesOf = (body: EventListResponse): string[] => body.events.map((event) => event.title);
  const list = async (query = '', client = app.client()) => {
    const response = await client.get<EventListResponse>(`/api/events${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12', displayName: 'Ольга Орлова' });
    viewer = await signIn(app, database.db, { email: 'viewer@example.com', password: 'Secret12' });
    const [first, second] = await createPeople(database.db, 2, 'yoga');
    const event = async (title: string, startsAt: string, input: Partial<TestEventInput> = {}) => {
      ids[title] = await insertTestEvent(database.db, { organizerId: organizer.user.id, title, startsAt: moscow(startsAt), ...input });
      return ids[title]!;
    };
    // Inserted out of start order, so the order of the answers is the query's, not the insert's.
    await event('Выставка графики', '2030-06-20T11:00', { category: 'культура и искусство', isPaid: true, price: 400 });
    await event('Концерт в парке', '2030-06-10T19:00', {
      category: 'культура и искусство',
      description: 'Живая музыка под открытым небом',
      address: 'Парк Горького, Крымский Вал, 9',
    });
    await event('Ночной кинопоказ', '2030-06-11T00:30', { durationMinutes: 150 });
    await event('Мастер-класс по керамике', '2030-06-11T12:00', { category: 'обучение и развитие', isPaid: true, price: 1500 });
    await event('Лекция о космосе', '2030-06-11T18:00', {
      category: 'обучение и развитие',
      isPaid: true,
      price: 300,
      address: 'Московский планетарий, ул. Садовая-Кудринская, 5',
    });
    const yoga = await event('Йога на крыше', '2030-06-11T20:00', { category: 'спорт и туризм', maxParticipants: 2 });
    await addParticipants(database.db, yoga, [first!.id, second!.id]);
    const party = await event('Вечеринка в стиле 80-х', '2030-06-12T21:00');
    await insertEventComplaint(database.db, { eventId: party, complainantId: viewer.user.id });
    const blocked = await event('Заблокированная лекция', '2030-06-12T22:00');
    await insertEventComplaint(database.db, { eventId: blocked, complainantId: null, status: 'approved' });
    const deleted = await event('Удалённое мероприятие', '2030-06-12T10:00');
    await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
    await event('Утренняя пробежка', '2030-06-13T08:00', { category: 'спорт и туризм' });
    await event('Последний вечер недели', '2030-06-16T23:45');
    await event('Первое утро следующей недели', '2030-06-17T00:00');
    await event('Экскурсия по центру', '2030-06-10T11:00', { durationMinutes: 180 });
    await event('Вчерашний квиз', '2030-06-09T19:00');
    await event('Встреча без продолжительности', '2030-06-10T11:30', { durationMinutes: null });
    await event('Заканчивается прямо сейчас', '2030-06-10T10:00', { durationMinutes: 120 });
    const rejected = ids['Мастер-класс по керамике']!;
    await insertEventComplaint(database.db, { eventId: rejected, complainantId: viewer.user.id, status: 'rejected' });
    await addFavorites(database.db, ids['Концерт в парке']!, [viewer.user.id]);
    await addFavorites(database.db, ids['Выставка графики']!, [viewer.user.id]);
    await addFavorites(database.db, party, [viewer.user.id]);
    await addParticipants(database.db, ids['Лекция о космосе']!, [viewer.user.id]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const UPCOMING = [
    'Концерт в парке',
    'Ночной кинопоказ',
    'Мастер-класс по керамике',
    'Лекция о космосе',
    'Утренняя пробежка',
    'Последний вечер недели',
    'Первое утро следующей недели',
    'Выставка графики',
  ];

  it('shows upcoming open events by start; hides ended, started, full, deleted and complained-about ones', async () => {
    const body = await list();
    expect(titlesOf(body)).toEqual(UPCOMING);
    expect(body.hasMore).toBe(false);
  });

  it('with hideUnavailable=false adds full and running events, never ended ones', async () => {
    expect(titlesOf(await list('?hideUnavailable=false'))).toEqual([
      // Ends at 12:00 exactly: not yet past (contracts' isEventPast: the end is before now).
      'Заканчивается прямо сейчас',
      'Экскурсия по центру',
      'Концерт в парке',
      'Ночной кинопоказ',
      'Мастер-класс по керамике',
      'Лекция о космосе',
      'Йога на крыше',
      'Утренняя пробежка',
      'Последний вечер недели',
      'Первое утро следующей недели',
      'Выставка графики',
    ]);
  });

  it('answers each event in the contract shape, with the city wall clock and the caller flags', async () => {
    const { events } = await list('?paymentFilter=paid', viewer.client);
    const lecture = events.find((event) => event.title === 'Лекция о космосе');
    expect(lecture).toEqual<Event>({
      id: ids['Лекция о космосе']!,
      title: 'Лекция о космосе',
      description: 'Играем в «Каркассон» и новинки сезона, правила объясним.',
      imageUrl: null,
      startDate: '2030-06-11T18:00:00',
      durationMinutes: 120,
      address: 'Московский планетарий, ул. Садовая-Кудринская, 5',
      city: 'Москва',
      latitude: null,
      longitude: null,
      category: 'обучение и развитие',
      ageLimit: 12,
      isPaid: true,
      price: 300,
      maxParticipants: null,
      participantCount: 1,
      isFavorite: false,
      isParticipant: true,
      waitlistCount: 0,
      waitlistPosition: null,
      organizerUserId: organizer.user.id,
      organizerName: 'Ольга Орлова',
      claim: false,
      systemClaim: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    // A rejected complaint no longer counts.
    expect(events.find((event) => event.title === 'Мастер-класс по керамике')?.claim).toBe(false);
  });

  it('works signed out, with isFavorite and isParticipant false', async () => {
    const { events } = await list('?category=культура и искусство');
    expect(events.map((event) => [event.title, event.isFavorite, event.isParticipant])).toEqual([
      ['Концерт в парке', false, false],
      ['Выставка графики', false, false],
    ]);
    const mine = await list('?category=культура и искусство', viewer.client);
    expect(mine.events.map((event) => event.isFavorite)).toEqual([true, true]);
  });

  it('filters by category and payment, alone and together', async () => {
    expect(titlesOf(await list(`?category=${encodeURIComponent('спорт и туризм')}`))).toEqual(['Утренняя пробежка']);
    expect(titlesOf(await list('?paymentFilter=paid'))).toEqual(['Мастер-класс по керамике', 'Лекция о космосе', 'Выставка графики']);
    expect(titlesOf(await list('?paymentFilter=free'))).toEqual([
      'Концерт в парке',
      'Ночной кинопоказ',
      'Утренняя пробежка',
      'Последний вечер недели',
      'Первое утро следующей недели',
    ]);
    expect(titlesOf(await list(`?category=${encodeURIComponent('культура и искусство')}&paymentFilter=paid`))).toEqual([
      'Выставка графики',
    ]);
    expect(titlesOf(await list('?category=all&paymentFilter=all&dateFilter=all'))).toEqual(UPCOMING);
  });

  it('filters by the city calendar: today, the week of today and six days, a specific date', async () => {
    // 00:30 on the 11th in Moscow is still the 10th in UTC: it is not today.
    expect(titlesOf(await list('?dateFilter=today'))).toEqual(['Концерт в парке']);
    expect(titlesOf(await list('?dateFilter=today&hideUnavailable=false'))).toEqual([
      'Заканчивается прямо сейчас',
      'Экскурсия по центру',
      'Концерт в парке',
    ]);
    expect(titlesOf(await list('?dateFilter=week'))).toEqual([
      'Концерт в парке',
      'Ночной кинопоказ',
      'Мастер-класс по керамике',
      'Лекция о космосе',
      'Утренняя пробежка',
      'Последний вечер недели',
    ]);
    expect(titlesOf(await list('?dateFilter=specific&specificDate=2030-06-11'))).toEqual([
      'Ночной кинопоказ',
      'Мастер-класс по керамике',
      'Лекция о космосе',
    ]);
    expect(titlesOf(await list('?dateFilter=specific&specificDate=2030-06-12'))).toEqual([]);
  });

  it.each([
    ['концерты', ['Концерт в парке']],
    ['концертов', ['Концерт в парке']],
    ['космос', ['Лекция о космосе']],
    ['планетарий', ['Лекция о космосе']],
    ['музыка', ['Концерт в парке']],
    ['онце', ['Концерт в парке']],
    ['ПРОБЕЖ', ['Утренняя пробежка']],
    ['кинопок', ['Ночной кинопоказ']],
    ['100%', []],
    ['_', []],
    // The party is under complaint (its title's words; «вечеринка» alone also finds «вечер», docs/events.md#search).
    ['в стиле 80-х', []],
  ])('search %j matches word forms and title substrings', async (search, titles) => {
    expect(titlesOf(await list(`?search=${encodeURIComponent(search)}`))).toEqual(titles);
  });

  it('lists only the caller’s favourites with favorites=true, and needs a session for it', async () => {
    expect(titlesOf(await list('?favorites=true', viewer.client))).toEqual(['Концерт в парке', 'Выставка графики']);
    expect(titlesOf(await list('?favorites=true', organizer.client))).toEqual([]);
    const signedOut = await app.client().get('/api/events?favorites=true');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: 'Требуется авторизация' });
  });

  it('pages by limit with hasMore, ordering ties by id', async () => {
    const pages = [await list('?limit=3&page=1'), await list('?limit=3&page=2'), await list('?limit=3&page=3')];
    expect(pages.map(titlesOf)).toEqual([UPCOMING.slice(0, 3), UPCOMING.slice(3, 6), UPCOMING.slice(6)]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(await list('?limit=3&page=4')).toEqual({ events: [], hasMore: false });
    expect((await list('?limit=8')).hasMore).toBe(false);
    expect((await list('?limit=7')).hasMore).toBe(true);

    const twins = await Promise.all(
      ['Близнец первый', 'Близнец второй'].map((title) =>
        insertTestEvent(database.db, { organizerId: organizer.user.id, title, startsAt: moscow('2030-06-25T19:00') }),
      ),
    );
    const tail = (await list('?limit=100')).events.slice(-2);
    expect(tail.map((event) => event.id)).toEqual([...twins].sort((a, b) => a - b));
    await database.db.query('DELETE FROM events WHERE id = ANY($1::bigint[])', [twins]);
  });

  it('defaults to 25 a page', async () => {
    const organizerId = organizer.user.id;
    const extra = [];
    for (let index = 0; index < 20; index++) {
      extra.push(await insertTestEvent(database.db, { organizerId, title: `Доп. ${index}`, startsAt: moscow('2030-07-01T10:00') }));
    }
    const body = await list();
    expect(body.events).toHaveLength(25);
    expect(body.hasMore).toBe(true);
    await database.db.query('DELETE FROM events WHERE id = ANY($1::bigint[])', [extra]);
  });

  it.each([
    ['?limit=0', 'Параметр limit должен быть целым числом от 1 до 100'],
    ['?limit=101', 'Параметр limit должен быть целым числом от 1 до 100'],
    ['?limit=десять', 'Параметр limit должен быть целым числом от 1 до 100'],
    ['?page=0', 'Параметр page должен быть целым числом не меньше 1'],
    ['?page=1.5', 'Параметр page должен быть целым числом не меньше 1'],
    ['?category=вечеринки', 'Категория должна быть одной из: досуг и развлечения, культура и искусство, обучение и развитие, спорт и туризм, другое'],
    ['?dateFilter=month', 'Параметр dateFilter принимает значения today, week, weekend или specific'],
    ['?dateFilter=specific', 'Для фильтра по конкретной дате укажите specificDate в формате ГГГГ-ММ-ДД'],
    ['?dateFilter=specific&specificDate=2030-02-30', 'Дата должна быть указана как ГГГГ-ММ-ДД'],
    ['?paymentFilter=cheap', 'Параметр paymentFilter принимает значения free или paid'],
    ['?favorites=yes', 'Параметр favorites принимает значения true или false'],
    ['?hideUnavailable=0', 'Параметр hideUnavailable принимает значения true или false'],
    [`?search=${'я'.repeat(201)}`, 'Поисковый запрос должен быть не длиннее 200 символов'],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const response = await app.client().get(`/api/events${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });
});
