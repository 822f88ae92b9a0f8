import type { ManagementUser } from '@city/contracts';
import {
  RoleBadge,
  StatusBadge,
  Text,
  formatCount,
  formatRecordDate,
  formatRecordDateTime,
  type DataTableColumn,
} from '@city/design-system';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';
import type { UserAccessUpdate } from '../hooks/useUserAccessUpdate';
import { UserAccessControls } from './UserAccessControls';

const { columns } = messages;

/**
 * docs/back-office.md#users: id, name with e-mail, role, status, events created and joined, registration,
 * last login ('Никогда' when none) and the row's selectors. Sortable columns carry the API's
 * sortBy name as their id (contracts' MANAGEMENT_USER_SORT_COLUMNS).
 */
export function usersColumns(access: UserAccessUpdate): DataTableColumn<ManagementUser>[] {
  return [
    { id: 'id', label: columns.id, sortable: true, align: 'end', width: '64px', render: (user) => user.id },
    {
      id: 'name',
      label: columns.user,
      sortable: true,
      isRowHeader: true,
      render: (user) => (
        <>
          <Text as="div">{user.name ?? messages.noName}</Text>
          <Text as="div" size="sm" tone="muted">
            {user.email}
          </Text>
        </>
      ),
    },
    { id: 'role', label: columns.role, sortable: true, render: (user) => <RoleBadge role={user.role} /> },
    { id: 'status', label: columns.status, sortable: true, render: (user) => <StatusBadge status={user.status} /> },
    // The controls next to the person and their badges, before the counts and dates: at 1280 px a
    // change is made without scrolling the name out of view (the counts scroll in after).
    { id: 'actions', label: columns.actions, render: (user) => <UserAccessControls user={user} access={access} /> },
    {
      id: 'events_created',
      label: columns.eventsCreated,
      sortable: true,
      align: 'end',
      render: (user) => formatCount(user.events_created),
    },
    {
      id: 'events_participated',
      label: columns.eventsParticipated,
      sortable: true,
      align: 'end',
      render: (user) => formatCount(user.events_participated),
    },
    { id: 'created_at', label: columns.createdAt, sortable: true, render: (user) => formatRecordDate(user.createdAt) },
    {
      id: 'last_login',
      label: columns.lastLogin,
      sortable: true,
      render: (user) => (user.last_login ? formatRecordDateTime(user.last_login) : messages.neverLoggedIn),
    },
  ];
}
