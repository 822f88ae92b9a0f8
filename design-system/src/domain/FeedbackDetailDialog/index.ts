export { FeedbackDetailDialog, type FeedbackDetailDialogProps, type FeedbackStatusRequest } from './FeedbackDetailDialog';
export { feedbackDetailLines } from './feedbackDetailLines';
