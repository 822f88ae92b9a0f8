import { DataTable, ErrorBox, Heading, Pagination, Stack, Text } from '@city/design-system';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useManagementUsers } from '../hooks/useManagementUsers';
import { useUserAccessUpdate } from '../hooks/useUserAccessUpdate';
import { AccessWarning } from './AccessWarning';
import { UsersFilters } from './UsersFilters';
import { usersColumns } from './usersColumns';

/**
 * docs/back-office.md#access: /management/users 'Управление пользователями' (admin only; the routes'
 * access rule keeps others out). A failed load replaces the screen with the red box (docs/back-office.md#access); a failed
 * change keeps the table and says why above it.
 */
export function UsersPage() {
  usePageTitle(messages.pageTitle);
  const list = useManagementUsers();
  const access = useUserAccessUpdate(list.reload);
  const heading = <Heading level={1}>{messages.title}</Heading>;

  if (list.hasFailed) {
    return (
      <Stack gap="xl">
        {heading}
        <ErrorBox message={messages.loadFailed} onRetry={() => void list.reload()} retryLabel={messages.retry} />
      </Stack>
    );
  }

  const { query } = list;
  return (
    <Stack gap="lg">
      {heading}
      <AccessWarning />
      <UsersFilters list={list} />
      {/* Polite: the count after a search or filter is the answer to it. */}
      <div aria-live="polite">{list.users && <Text>{messages.found(list.users.pagination.total)}</Text>}</div>
      {access.failure && <ErrorBox message={access.failure} />}
      <DataTable
        label={messages.tableLabel}
        columns={usersColumns(access)}
        rows={list.users?.users ?? []}
        rowId={(user) => user.id}
        sort={query.sort}
        onSortChange={list.setSort}
        isLoading={list.isLoading && !list.users}
        emptyText={messages.empty}
        minWidth="1240px"
      />
      <Pagination
        label={messages.pagesLabel}
        page={query.page}
        pageSize={query.pageSize}
        total={list.users?.pagination.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </Stack>
  );
}
