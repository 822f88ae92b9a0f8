export { formatDuration, formatEventDate, formatEventTime } from './eventDateTime';
export { formatAgeLimit, formatParticipants, formatPriceAmount, priceLabel, type PriceLabel } from './eventFacts';
