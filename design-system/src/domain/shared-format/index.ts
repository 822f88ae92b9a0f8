export { formatDuration, formatEventDate, formatEventTime } from './eventDateTime';
export { formatAgeLimit, formatParticipants, formatPriceAmount, priceLabel, type PriceLabel } from './eventFacts';
export { DATE_TEXTS, formatRecordDate, formatRecordDateTime } from './recordDates';
export { formatCount, formatOneDecimal, formatPercent, formatShareAsPercent } from './numbers';
export { cityTimeZone, showDatesIn } from './cityTimeZone';
