import { createContext, useContext } from 'react';

/**
 * docs/people.md#feedback: the feedback modal belongs to the main layout (it opens from the user
 * menu), but pages such as About point to it too. The layout provides the opener; it is null
 * when nobody is signed in, since feedback is sent from an account.
 */
export const FeedbackLauncherContext = createContext<(() => void) | null>(null);

export const useFeedbackLauncher = (): (() => void) | null => useContext(FeedbackLauncherContext);
