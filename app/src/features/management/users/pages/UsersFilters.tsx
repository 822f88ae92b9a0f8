import { SearchField, Select } from '@city/design-system';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';
import { ALL, roleFilterOptions, roleFromKey, statusFilterOptions, statusFromKey } from '../mappers/usersQuery';
import type { ManagementUsersList } from '../hooks/useManagementUsers';
import * as layout from './layout.css';

/** docs/back-office.md#users: search (name or e-mail), role and status filters. */
export function UsersFilters({ list }: { list: ManagementUsersList }) {
  const { filters } = list.query;
  return (
    <div className={layout.filters}>
      <SearchField
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        value={list.searchText}
        onChange={list.setSearchText}
      />
      <Select
        label={messages.roleFilterLabel}
        options={roleFilterOptions}
        selectedKey={filters.role ?? ALL}
        onSelectionChange={(key) => list.setFilters({ role: roleFromKey(key) })}
      />
      <Select
        label={messages.statusFilterLabel}
        options={statusFilterOptions}
        selectedKey={filters.status ?? ALL}
        onSelectionChange={(key) => list.setFilters({ status: statusFromKey(key) })}
      />
    </div>
  );
}
