import { EVENT_COMPLAINT_SORT_COLUMNS, type EventComplaint } from '@city/contracts';
import { ComplaintDecisionDialog, DataTable } from '@city/design-system';
import { decideEventComplaint, getEventComplaints, type EventComplaintSortColumn } from '../../../../api/management/complaints';
import { eventComplaintsMessages as messages } from '../../../../i18n/managementComplaints';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useComplaintDecision } from '../hooks/useComplaintDecision';
import { useComplaintsList } from '../hooks/useComplaintsList';
import { ComplaintsListLayout } from './ComplaintsListLayout';
import { eventComplaintColumns } from './eventComplaintColumns';

/** docs/back-office.md#event-complaints: /management/claims/events. */
export function EventComplaintsPage() {
  usePageTitle(messages.pageTitle);
  const list = useComplaintsList<EventComplaintSortColumn, EventComplaint>({
    key: '/api/management/claims/events',
    columns: EVENT_COMPLAINT_SORT_COLUMNS,
    defaultColumn: 'created_at',
    load: (query) => getEventComplaints(query),
  });
  const decision = useComplaintDecision<EventComplaint>(decideEventComplaint, list.reload);

  const table = (
    <DataTable
      label={messages.tableLabel}
      columns={eventComplaintColumns(decision.open)}
      rows={list.rows}
      rowId={(complaint) => complaint.id}
      sort={list.query.sort}
      onSortChange={list.setSort}
      isLoading={list.isLoading}
      emptyText={messages.empty}
      minWidth="760px"
    />
  );

  return (
    <>
      <ComplaintsListLayout title={messages.title} subtitle={messages.subtitle} list={list} table={table} />
      {decision.target && (
        <ComplaintDecisionDialog
          isOpen={decision.isOpen}
          onOpenChange={decision.setOpen}
          decision={decision.target.decision}
          complaint={{ kind: 'event', complaint: decision.target.row }}
          onSubmit={decision.submit}
        />
      )}
    </>
  );
}
