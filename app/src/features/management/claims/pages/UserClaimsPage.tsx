import { USER_CLAIM_SORT_COLUMNS, type UserComplaint } from '@city/contracts';
import { ComplaintDecisionDialog, DataTable } from '@city/design-system';
import { decideUserClaim, getUserClaims, type UserClaimSortColumn } from '../../../../api/management/claims';
import { userClaimsMessages as messages } from '../../../../i18n/managementClaims';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useClaimDecision } from '../hooks/useClaimDecision';
import { useClaimsList } from '../hooks/useClaimsList';
import { useUserSanction } from '../hooks/useUserSanction';
import { ClaimsListLayout } from './ClaimsListLayout';
import { SanctionConfirmDialog } from './SanctionConfirmDialog';
import { userClaimColumns } from './userClaimColumns';

/** docs/back-office.md#users: /management/claims/users. */
export function UserClaimsPage() {
  usePageTitle(messages.pageTitle);
  const list = useClaimsList<UserClaimSortColumn, UserComplaint>({
    key: '/api/management/claims/users',
    columns: USER_CLAIM_SORT_COLUMNS,
    defaultColumn: 'created_at',
    load: (query) => getUserClaims(query),
  });
  const decision = useClaimDecision<UserComplaint>(decideUserClaim, list.reload);
  const sanction = useUserSanction(list.reload);

  const table = (
    <DataTable
      label={messages.tableLabel}
      columns={userClaimColumns({ onDecide: decision.open, onSanction: sanction.ask, busyUserId: sanction.busyUserId })}
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
      <ClaimsListLayout
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
