import { countOf, genitiveAfterOutOf, isEventFull, NOUNS } from '@city/contracts';

/** '18+' */
export const formatAgeLimit = (ageLimit: number): string => `${ageLimit}+`;

/** ru-RU grouping ('1 500'); kopecks only when there are some ('499,99'). */
export function formatPriceAmount(price: number): string {
  const fractionDigits = Number.isInteger(price) ? 0 : 2;
  return new Intl.NumberFormat('ru-RU', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(price);
}

export type PriceLabel = { kind: 'price'; amount: string } | { kind: 'paid' } | { kind: 'free' };

/** docs/events.md#the-card: the price with a ruble sign, 'Платно' for a paid event without one, else 'Бесплатно'. */
export function priceLabel(event: { isPaid: boolean; price: number | null }): PriceLabel {
  if (!event.isPaid) return { kind: 'free' };
  if (event.price === null || !(event.price > 0)) return { kind: 'paid' };
  return { kind: 'price', amount: formatPriceAmount(event.price) };
}

/**
 * docs/events.md#the-card: 'count/max участников' with a limit, 'count участников' without, followed by
 * '(заполнено)' when full or '(без ограничений)' without a limit. The noun agrees with its number
 * (contracts' plural rule): «1 участник», «2 участника»; with a limit it reads «3 из 10» and takes the
 * genitive of the limit: «3/10 участников», «1/21 участника».
 */
export function formatParticipants(event: { participantCount: number; maxParticipants: number | null }): string {
  const { participantCount, maxParticipants } = event;
  if (maxParticipants === null) return `${countOf(participantCount, NOUNS.participant)} (без ограничений)`;
  const count = `${participantCount}/${maxParticipants} ${genitiveAfterOutOf(maxParticipants, NOUNS.participant)}`;
  return isEventFull(event) ? `${count} (заполнено)` : count;
}
