export { PARTICIPANT_LIST_TEXTS, ParticipantList, type ParticipantListProps, type ParticipantListState } from './ParticipantList';
