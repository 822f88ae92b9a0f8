export { FeedEventCard, feedEventCardParts, type FeedEventCardProps } from './FeedEventCard';
