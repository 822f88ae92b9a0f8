import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { logFailure } from '../../../../api/failurePolicy';
import { listManagementUsers, type ManagementUsersPage } from '../../../../api/management/users';
import { useDebouncedValue, useTableQuery, type TableQueryState } from '../../table';
import { DEFAULT_USER_SORT, NO_USER_FILTERS, usersRequest, type UserFilters } from '../mappers/usersQuery';

export interface ManagementUsersList extends TableQueryState<UserFilters> {
  /** What the search box shows; applied to the list 500 ms after the last keystroke. */
  searchText: string;
  setSearchText(text: string): void;
  /** The page shown; the previous one stays while the next loads. */
  users: ManagementUsersPage | null;
  isLoading: boolean;
  /** The list could not be loaded (docs/back-office.md#answers-and-errors: the screen shows the red box instead). */
  hasFailed: boolean;
  reload(): Promise<unknown>;
}

/** docs/back-office.md#users: the users table with its search (debounced), filters, sorting and paging. */
export function useManagementUsers(): ManagementUsersList {
  const table = useTableQuery<UserFilters>(NO_USER_FILTERS, DEFAULT_USER_SORT);
  const [searchText, setSearchText] = useState('');
  const appliedSearch = useDebouncedValue(searchText.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ search: appliedSearch }), [appliedSearch, setFilters]);

  const request = usersRequest(table.query);
  const { data, error, isLoading, mutate } = useSWR(
    ['/api/management/users', request] as const,
    ([, query]) => listManagementUsers(query),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  useEffect(() => {
    if (error) logFailure('Не удалось загрузить пользователей', error);
  }, [error]);

  return {
    ...table,
    searchText,
    setSearchText,
    users: data ?? null,
    isLoading,
    hasFailed: error !== undefined,
    reload: () => mutate(),
  };
}
