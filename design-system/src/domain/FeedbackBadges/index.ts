export { FeedbackCategoryBadge, FeedbackStatusBadge } from './FeedbackBadges';
