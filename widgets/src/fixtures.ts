import { publicEventUrl, type PublicEvent } from '@city/contracts';
import { sampleEvent } from '@city/design-system/fixtures';

/** The platform the stories' feeds come from (never contacted: the stories' transport answers). */
export const STORY_ORIGIN = 'https://afisha.example.ru';

const publicEvent = (overrides: Parameters<typeof sampleEvent>[0]): PublicEvent => {
  const { isFavorite, isParticipant, waitlistPosition, claim, systemClaim, ...event } = sampleEvent(overrides);
  return { ...event, url: publicEventUrl(STORY_ORIGIN, event.id) };
};

/** The city's upcoming events as the public feed knows them; none in «другое» (the empty state). */
export const SAMPLE_FEED_EVENTS: PublicEvent[] = [
  publicEvent({ id: 101 }),
  publicEvent({ id: 102, title: 'Лекция о конструктивизме в Музее Москвы', isPaid: false, price: null, ageLimit: 12, imageUrl: null, startDate: '2026-12-02T18:30:00' }),
  publicEvent({ id: 103, title: 'Ночь кино: фильмы Тарковского', ageLimit: 16, price: 600, startDate: '2026-12-03T21:00:00' }),
  publicEvent({ id: 104, title: 'Спектакль «Чайка» в студии на Арбате', price: 900, imageUrl: null, startDate: '2026-12-05T19:00:00' }),
  publicEvent({ id: 105, title: 'Утренняя пробежка по набережной', category: 'спорт и туризм', isPaid: false, price: null, ageLimit: 0, imageUrl: null, startDate: '2026-12-06T08:00:00' }),
  publicEvent({ id: 106, title: 'Велопрогулка по бульварам', category: 'спорт и туризм', isPaid: false, price: null, ageLimit: 12, startDate: '2026-12-06T11:00:00' }),
  publicEvent({ id: 107, title: 'Квиз в баре «Пятница»', category: 'досуг и развлечения', price: 500, ageLimit: 18, imageUrl: null, startDate: '2026-12-04T20:00:00' }),
  publicEvent({ id: 108, title: 'Мастер-класс по публичным выступлениям', category: 'обучение и развитие', isPaid: false, price: null, ageLimit: 16, startDate: '2026-12-07T12:00:00' }),
];

/** The feed's filters the stories exercise (category, free, limit), applied as the BFF applies them. */
export function sampleFeedPage(params: URLSearchParams): { events: PublicEvent[]; hasMore: boolean } {
  const category = params.get('category');
  const limit = Number(params.get('limit') ?? 6);
  const matching = SAMPLE_FEED_EVENTS.filter(
    (event) => (!category || event.category === category) && (params.get('free') !== 'true' || !event.isPaid),
  );
  return { events: matching.slice(0, limit), hasMore: matching.length > limit };
}
