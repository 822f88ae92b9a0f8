import { USER_COMPLAINT_SORT_COLUMNS, type UserComplaint } from '@city/contracts';
import { ComplaintDecisionDialog, DataTable } from '@city/design-system';
import { decideUserComplaint, getUserComplaints, type UserComplaintSortColumn } from '../../../../api/management/complaints';
import { userComplaintsMessages as messages } from '../../../../i18n/managementComplaints';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useComplaintDecision } from '../hooks/useComplaintDecision';
import { useComplaintsList } from '../hooks/useComplaintsList';
import { useUserSanction } from '../hooks/useUserSanction';
import { ComplaintsListLayout } from './ComplaintsListLayout';
import { SanctionConfirmDialog } from './SanctionConfirmDialog';
import { userComplaintColumns } from './userComplaintColumns';

/** docs/back-office.md#users: /management/claims/users. */
export function UserComplaintsPage() {
  usePageTitle(messages.pageTitle);
  const list = useComplaintsList<UserComplaintSortColumn, UserComplaint>({
    key: '/api/management/claims/users',
    columns: USER_COMPLAINT_SORT_COLUMNS,
    defaultColumn: 'created_at',
    load: (query) => getUserComplaints(query),
  });
  const decision = useComplaintDecision<UserComplaint>(decideUserComplaint, list.reload);
  const sanction = useUserSanction(list.reload);

  const table = (
    <DataTable
      label={messages.tableLabel}
      columns={userComplaintColumns({ onDecide: decision.open, onSanction: sanction.ask, busyUserId: sanction.busyUserId })}
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
      <ComplaintsListLayout
        title={messages.title}
        subtitle={messages.subtitle}
        list={list}
        actionFailure={sanction.failure}
        table={table}
      />
      {decision.target && (
        <ComplaintDecisionDialog
          isOpen={decision.isOpen}
          onOpenChange={decision.setOpen}
          decision={decision.target.decision}
          complaint={{ kind: 'user', complaint: decision.target.row }}
          onSubmit={decision.submit}
        />
      )}
      <SanctionConfirmDialog sanction={sanction} />
    </>
  );
}
