import type { ManagementUser } from '@city/contracts';
import { Select, Text } from '@city/design-system';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';
import type { UserAccessUpdate } from '../hooks/useUserAccessUpdate';
import { managementStatusOf, roleFromKey, roleOptions, statusFromKey, statusOptions } from '../mappers/usersQuery';
import * as layout from './layout.css';

/** docs/back-office.md#users: a row's role and status selectors, 'Обновление...' while a change is saved. */
export function UserAccessControls({ user, access }: { user: ManagementUser; access: UserAccessUpdate }) {
  const isUpdating = access.isUpdating(user.id);
  return (
    <div className={layout.rowControls}>
      <Select
        label={messages.roleSelectLabel}
        options={roleOptions}
        selectedKey={user.role}
        isDisabled={isUpdating}
        onSelectionChange={(key) => {
          const role = roleFromKey(key);
          if (role) void access.changeRole(user, role);
        }}
      />
      <Select
        label={messages.statusSelectLabel}
        options={statusOptions}
        selectedKey={managementStatusOf(user.status)}
        isDisabled={isUpdating}
        onSelectionChange={(key) => {
          const status = statusFromKey(key);
          if (status) void access.changeStatus(user, status);
        }}
      />
      {/* Polite: a screen reader hears that the change is on its way, and the row's new badges after. */}
      <div role="status" className={layout.rowStatus}>
        {isUpdating && (
          <Text as="span" size="sm" tone="muted">
            {messages.updating}
          </Text>
        )}
      </div>
    </div>
  );
}
