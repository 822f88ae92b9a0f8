export { EventCard, type EventCardProps } from './EventCard';
export { VIOLATION_CATEGORY_LABELS } from './violationLabels';
