export { ReportDialog, type ReportDialogProps } from './ReportDialog';
export { REPORT_REASON_COUNTER, reportReasonToSend } from './reportReason';
