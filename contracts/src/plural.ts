/**
 * docs/events.md#the-card: Russian plurals wherever a count meets a noun, one rule for the app, the
 * partner widget and the mails: «1 участник», «2 участника», «5 участников», «21 участник».
 */

/** The three forms: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 11–14, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The form of `forms` that agrees with `count` (a whole number; its sign is ignored). */
export function pluralForm(count: number, [one, few, many]: PluralForms): string {
  const lastTwo = Math.abs(Math.trunc(count)) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** The count and its noun: countOf(2, NOUNS.participant) = «2 участника». */
export const countOf = (count: number, forms: PluralForms): string => `${count} ${pluralForm(count, forms)}`;

/**
 * The noun after «из N» (genitive): «из 1 участника», «из 5 участников», «из 21 участника». The
 * card's «3/10 участников» reads as «3 из 10», so its noun agrees with the limit this way.
 */
export const genitiveAfterOutOf = (count: number, [, few, many]: PluralForms): string =>
  pluralForm(count, [few, many, many]);

/** The nouns the product counts. */
export const NOUNS = {
  participant: ['участник', 'участника', 'участников'],
  event: ['мероприятие', 'мероприятия', 'мероприятий'],
  place: ['место', 'места', 'мест'],
  review: ['отзыв', 'отзыва', 'отзывов'],
  complaint: ['жалоба', 'жалобы', 'жалоб'],
  person: ['человек', 'человека', 'человек'],
  user: ['пользователь', 'пользователя', 'пользователей'],
  year: ['год', 'года', 'лет'],
  day: ['день', 'дня', 'дней'],
  hour: ['час', 'часа', 'часов'],
  minute: ['минута', 'минуты', 'минут'],
  second: ['секунда', 'секунды', 'секунд'],
  attempt: ['попытка', 'попытки', 'попыток'],
} as const satisfies Record<string, PluralForms>;
