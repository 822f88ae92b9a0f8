import { lazy } from 'react';

/** The feedback feature: what the app shell composes. */
export type { FeedbackDialogContainerProps } from './FeedbackDialogContainer';
export { useFeedbackDialogState, type FeedbackDialogState } from './hooks/useFeedbackDialogState';

/** The feedback modal (a form in a dialog): its code is fetched the first time it opens. */
export const FeedbackDialogContainer = lazy(() =>
  import('./FeedbackDialogContainer').then((module) => ({ default: module.FeedbackDialogContainer })),
);
