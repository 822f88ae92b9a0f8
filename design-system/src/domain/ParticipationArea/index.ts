export { ParticipationArea, type ParticipationAreaProps, type ParticipationVariant } from './ParticipationArea';
