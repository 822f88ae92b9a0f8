export { UserProfileCard, type UserProfileCardProps } from './UserProfileCard';
export { formatAge, formatMemberSince } from './profileFacts';
