export {
  ComplaintDecisionDialog,
  type ComplaintDecisionDialogProps,
  type ComplaintDecisionRequest,
} from './ComplaintDecisionDialog';
export { complaintSummary, isSystemComplaint, type ComplaintUnderReview, type SummaryLine } from './complaintSummary';
