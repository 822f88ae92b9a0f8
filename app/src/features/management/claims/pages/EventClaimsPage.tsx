import { EVENT_CLAIM_SORT_COLUMNS, type EventComplaint } from '@city/contracts';
import { ComplaintDecisionDialog, DataTable } from '@city/design-system';
import { decideEventClaim, getEventClaims, type EventClaimSortColumn } from '../../../../api/management/claims';
import { eventClaimsMessages as messages } from '../../../../i18n/managementClaims';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useClaimDecision } from '../hooks/useClaimDecision';
import { useClaimsList } from '../hooks/useClaimsList';
import { ClaimsListLayout } from './ClaimsListLayout';
import { eventClaimColumns } from './eventClaimColumns';

/** docs/back-office.md#event-complaints: /management/claims/events. */
export function EventClaimsPage() {
  usePageTitle(messages.pageTitle);
  const list = useClaimsList<EventClaimSortColumn, EventComplaint>({
    key: '/api/management/claims/events',
    columns: EVENT_CLAIM_SORT_COLUMNS,
    defaultColumn: 'created_at',
    load: (query) => getEventClaims(query),
  });
  const decision = useClaimDecision<EventComplaint>(decideEventClaim, list.reload);

  const table = (
    <DataTable
      label={messages.tableLabel}
      columns={eventClaimColumns(decision.open)}
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
      <ClaimsListLayout title={messages.title} subtitle={messages.subtitle} list={list} table={table} />
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
