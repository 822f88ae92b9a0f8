import type { EventRequest } from '@city/contracts';

// issue 8: the posts the moderation suites and the moderation journey use (their clocks stand on 10 June 2030).

/** A drug party that never says «наркотики»: slang, a look-alike Latin letter, an emoji. */
export const VEILED_DRUG_PARTY: EventRequest = {
  title: 'Закрытая вечеринка «Белый кролик» ❄️',
  description:
    'Для своих: на входе каждому стартовый пакет — мефчик, шишки и пара марок, закладки по району скинем в телегу. ' +
    'Кто хочет вырубиться красиво — прихoдите, угощаем бесплатно, продолжение до утра.',
  category: 'досуг и развлечения',
  ageLimit: 18,
  startDate: '2030-06-14T23:00:00',
  durationMinutes: 360,
  address: 'Москва, промзона у Складочной ул., 1, вход со двора',
  isPaid: false,
};

export const BOXING_TOURNAMENT: EventRequest = {
  title: 'Открытый турнир по боксу среди любителей',
  description:
    'Восемь поединков по правилам любительского бокса: судьи федерации, врач у ринга, перчатки и шлемы обязательны. ' +
    'Приходите поболеть за спортсменов клуба, между раундами — показательная тренировка для детей.',
  category: 'спорт и туризм',
  ageLimit: 12,
  startDate: '2030-06-15T18:00:00',
  durationMinutes: 180,
  address: 'Боксёрский клуб «Удар», ул. Лобачевского, 92',
  isPaid: true,
  price: 300,
};
