export { ComplaintDialog, type ComplaintDialogProps } from './ComplaintDialog';
export { COMPLAINT_REASON_COUNTER, complaintReasonToSend } from './complaintReason';
