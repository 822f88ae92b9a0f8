import type { ClaimDecision, ClaimStatus } from '@city/contracts';
import { Button, formatRecordDateTime, Stack, Text } from '@city/design-system';
import { claimsTableMessages as messages } from '../../../../i18n/managementClaims';
import { ClaimStatusBadge } from './ClaimStatusBadge';

export interface DecisionCellProps {
  claimId: number;
  status: ClaimStatus;
  reviewerName: string | null;
  reviewedAt: string | null;
  comment: string | null;
  onDecide(decision: ClaimDecision): void;
}

/**
 * docs/back-office.md#deciding-a-complaint: the complaint's status; a pending complaint offers Approve and Reject, a
 * reviewed one shows who reviewed it, when, and the comment.
 */
export function DecisionCell({ claimId, status, reviewerName, reviewedAt, comment, onDecide }: DecisionCellProps) {
  return (
    <Stack gap="xs" align="start">
      <ClaimStatusBadge status={status} />
      {status === 'pending' ? (
        <Stack direction="row" gap="xs" wrap>
          <Button size="sm" aria-label={messages.approveLabel(claimId)} onPress={() => onDecide('approved')}>
            {messages.approve}
          </Button>
          <Button size="sm" variant="secondary" aria-label={messages.rejectLabel(claimId)} onPress={() => onDecide('rejected')}>
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
