import type { ComplaintDecision, ComplaintStatus } from '@city/contracts';
import { Button, formatRecordDateTime, Stack, Text } from '@city/design-system';
import { complaintsTableMessages as messages } from '../../../../i18n/managementComplaints';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

export interface DecisionCellProps {
  complaintId: number;
  status: ComplaintStatus;
  reviewerName: string | null;
  reviewedAt: string | null;
  comment: string | null;
  onDecide(decision: ComplaintDecision): void;
}

/**
 * docs/back-office.md#deciding-a-complaint: the complaint's status; a pending complaint offers Approve and Reject, a
 * reviewed one shows who reviewed it, when, and the comment.
 */
export function DecisionCell({ complaintId, status, reviewerName, reviewedAt, comment, onDecide }: DecisionCellProps) {
  return (
    <Stack gap="xs" align="start">
      <ComplaintStatusBadge status={status} />
      {status === 'pending' ? (
        <Stack direction="row" gap="xs" wrap>
          <Button size="sm" aria-label={messages.approveLabel(complaintId)} onPress={() => onDecide('approved')}>
            {messages.approve}
          </Button>
          <Button size="sm" variant="secondary" aria-label={messages.rejectLabel(complaintId)} onPress={() => onDecide('rejected')}>
            {messages.reject}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xxs">
          <Text as="div" size="sm">
            {messages.reviewedBy}: {reviewerName ?? messages.unknownReviewer}
          </Text>
          <Text as="div" size="sm" tone="muted">
            {formatRecordDateTime(reviewedAt)}
          </Text>
          <Text as="div" size="sm" tone="muted">
            {messages.comment}: {comment ?? messages.noComment}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
