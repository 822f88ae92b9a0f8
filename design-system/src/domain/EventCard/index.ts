export { EventCard, type EventCardProps } from './EventCard';
export { EventCardSkeleton } from './EventCardSkeleton';
export { VIOLATION_CATEGORY_LABELS } from './violationLabels';
