import type { ComplaintDecision, UserComplaint } from '@city/contracts';
import { formatRecordDateTime, Link, ComplainantLine, Stack, StatusBadge, Text, type DataTableColumn } from '@city/design-system';
import { complaintsTableMessages as table, userComplaintsMessages as messages } from '../../../../i18n/managementComplaints';
import type { UserSanction } from '../mappers/userSanctions';
import { ComplaintCell } from './ComplaintCell';
import { DecisionCell } from './DecisionCell';
import { SanctionButtons } from './SanctionButtons';

export interface UserComplaintActions {
  onDecide(complaint: UserComplaint, decision: ComplaintDecision): void;
  onSanction(complaint: UserComplaint, sanction: UserSanction): void;
  busyUserId: number | null;
}

/**
 * docs/back-office.md#user-complaints: the user complaints table; the reported account's status and the
 * block, suspend and unblock actions sit with the account. Column ids are the API's sortBy names
 * (USER_CLAIM_SORT_COLUMNS) where a column sorts.
 */
export function userComplaintColumns({ onDecide, onSanction, busyUserId }: UserComplaintActions): DataTableColumn<UserComplaint>[] {
  return [
    {
      id: 'user_name',
      label: messages.userColumn,
      sortable: true,
      isRowHeader: true,
      width: '28%',
      render: (complaint) => (
        <Stack gap="xs" align="start">
          <Stack gap="xxs">
            <Link href={`/users/${complaint.user_id}`}>{complaint.user_name}</Link>
            {/* An account without a display name is named by its e-mail already. */}
            {complaint.user_email !== complaint.user_name && (
              <Text as="div" size="sm" tone="muted">
                {complaint.user_email}
              </Text>
            )}
          </Stack>
          <StatusBadge status={complaint.user_status} />
          <SanctionButtons
            complaint={complaint}
            isBusy={busyUserId === complaint.user_id}
            onSanction={(sanction) => onSanction(complaint, sanction)}
          />
        </Stack>
      ),
    },
    {
      id: 'reason',
      label: table.columns.complaint,
      render: (complaint) => <ComplaintCell reason={complaint.claim_reason} complainant={<ComplainantLine name={complaint.claimed_by_name} />} />,
    },
    { id: 'created_at', label: table.columns.createdAt, sortable: true, render: (complaint) => formatRecordDateTime(complaint.created_at) },
    {
      id: 'status',
      label: table.columns.decision,
      sortable: true,
      width: '12rem',
      render: (complaint) => (
        <DecisionCell
          complaintId={complaint.id}
          status={complaint.status}
          reviewerName={complaint.reviewed_by_name}
          reviewedAt={complaint.reviewed_at}
          comment={complaint.moderator_comment}
          onDecide={(decision) => onDecide(complaint, decision)}
        />
      ),
    },
  ];
}
