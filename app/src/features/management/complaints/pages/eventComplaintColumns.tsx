import type { ComplaintDecision, EventComplaint } from '@city/contracts';
import { Complainant, formatRecordDateTime, Link, Stack, Text, type DataTableColumn } from '@city/design-system';
import { complaintsTableMessages as table, eventComplaintsMessages as messages } from '../../../../i18n/managementComplaints';
import { ComplaintCell } from './ComplaintCell';
import { DecisionCell } from './DecisionCell';

/**
 * docs/back-office.md#event-complaints: the event complaints table. Column ids are the API's sortBy names
 * (EVENT_CLAIM_SORT_COLUMNS) where a column sorts.
 */
export function eventComplaintColumns(onDecide: (complaint: EventComplaint, decision: ComplaintDecision) => void): DataTableColumn<EventComplaint>[] {
  return [
    {
      id: 'event_title',
      label: messages.eventColumn,
      sortable: true,
      isRowHeader: true,
      width: '26%',
      render: (complaint) => (
        <Stack gap="xxs">
          <Link href={`/events/${complaint.eventId}`}>{complaint.eventTitle}</Link>
          <Text as="div" size="sm" tone="muted">
            {messages.organizer(complaint.organizerName)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'reason',
      label: table.columns.complaint,
      render: (complaint) => <ComplaintCell reason={complaint.reason} complainant={<Complainant complaint={complaint} />} />,
    },
    { id: 'created_at', label: table.columns.createdAt, sortable: true, render: (complaint) => formatRecordDateTime(complaint.createdAt) },
    {
      id: 'status',
      label: table.columns.decision,
      sortable: true,
      width: '12rem',
      render: (complaint) => (
        <DecisionCell
          complaintId={complaint.id}
          status={complaint.status}
          reviewerName={complaint.moderatorName}
          reviewedAt={complaint.reviewedAt}
          comment={complaint.resolutionComment}
          onDecide={(decision) => onDecide(complaint, decision)}
        />
      ),
    },
  ];
}
