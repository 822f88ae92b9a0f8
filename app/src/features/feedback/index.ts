/** The feedback feature: what the app shell composes. */
export { FeedbackDialogContainer, type FeedbackDialogContainerProps } from './FeedbackDialogContainer';
export { useFeedbackDialogState, type FeedbackDialogState } from './hooks/useFeedbackDialogState';
