import { FeedbackDialog } from '@city/design-system';
import { useSendFeedback } from './hooks/useSendFeedback';

export interface FeedbackDialogContainerProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The signed-in account's e-mail, shown read-only: the server files the feedback under it. */
  email: string;
}

/** docs/people.md#feedback: the feedback modal of the user menu, sending through the API. */
export function FeedbackDialogContainer({ isOpen, onOpenChange, email }: FeedbackDialogContainerProps) {
  const send = useSendFeedback();
  return <FeedbackDialog isOpen={isOpen} onOpenChange={onOpenChange} email={email} onSubmit={send} />;
}
