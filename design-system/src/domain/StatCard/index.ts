export { StatCard, StatCardGrid, type StatCardProps, type StatCardTone } from './StatCard';
