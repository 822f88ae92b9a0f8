import { Alert, Button, Dialog, Text } from '@city/design-system';
import { layoutMessages } from '../../i18n/messages';

interface FeedbackPlaceholderDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}

/** participant-side §2 feedback modal: the form itself comes in a later release. */
export function FeedbackPlaceholderDialog({ isOpen, onOpenChange }: FeedbackPlaceholderDialogProps) {
  return (
    <Dialog
      title={layoutMessages.feedbackTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={<Button onPress={() => onOpenChange(false)}>{layoutMessages.feedbackClose}</Button>}
    >
      <Alert tone="info" title={layoutMessages.feedbackPlaceholderLabel}>
        <Text>{layoutMessages.feedbackPlaceholder}</Text>
      </Alert>
    </Dialog>
  );
}
