export { FeedbackDialog, type FeedbackDialogProps } from './FeedbackDialog';
