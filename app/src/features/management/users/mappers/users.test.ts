import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '@city/contracts';
import { ApiError } from '../../../../api/errors';
import { initialTableQuery } from '../../table';
import { userUpdateFailureText } from './updateFailure';
import {
  DEFAULT_USER_SORT,
  NO_USER_FILTERS,
  managementStatusOf,
  roleFilterOptions,
  roleFromKey,
  statusFilterOptions,
  statusFromKey,
  usersRequest,
} from './usersQuery';

describe('usersRequest', () => {
  it('asks for page 1 of 25, newest first, with no filters by default', () => {
    expect(usersRequest(initialTableQuery(NO_USER_FILTERS, DEFAULT_USER_SORT))).toEqual({
      page: 1,
      limit: 25,
      sortBy: 'created_at',
      sortOrder: 'desc',
    });
  });

  it('sends the chosen filters, the search trimmed, and the sort', () => {
    const query = {
      ...initialTableQuery({ search: '  anna@ ', role: 'moderator' as const, status: 'active' as const }, { column: 'last_login', direction: 'asc' as const }),
      page: 2,
      pageSize: 50,
    };
    expect(usersRequest(query)).toEqual({
      page: 2,
      limit: 50,
      sortBy: 'last_login',
      sortOrder: 'asc',
      role: 'moderator',
      status: 'active',
      search: 'anna@',
    });
  });

  it('a blank search is no search', () => {
    expect(usersRequest(initialTableQuery({ ...NO_USER_FILTERS, search: '   ' }, DEFAULT_USER_SORT))).not.toHaveProperty('search');
  });
});

describe('filter choices', () => {
  it('status filter: all, active, suspended, blocked with the Russian labels (docs/back-office.md#users)', () => {
    expect(statusFilterOptions).toEqual([
      { id: 'all', label: 'Все статусы' },
      { id: 'active', label: 'Активен' },
      { id: 'suspended', label: 'Приостановлен' },
      { id: 'blocked', label: 'Заблокирован' },
    ]);
    expect(roleFilterOptions.map((option) => option.label)).toEqual(['Все роли', 'Пользователь', 'Модератор', 'Администратор']);
  });

  it('reads the keys back; "all" and anything unknown are no filter', () => {
    expect([roleFromKey('admin'), roleFromKey('all'), roleFromKey('owner')]).toEqual(['admin', null, null]);
    expect([statusFromKey('blocked'), statusFromKey('all'), statusFromKey('confirmed')]).toEqual(['blocked', null, null]);
  });

  it('a confirmed account is `active` in the status selector', () => {
    expect(['confirmed', 'suspended', 'blocked'].map((status) => managementStatusOf(status as 'confirmed'))).toEqual([
      'active',
      'suspended',
      'blocked',
    ]);
  });
});

describe('userUpdateFailureText', () => {
  it('shows the server’s refusal: own account, last admin', () => {
    expect(userUpdateFailureText(new ApiError(403, 'Доступ запрещен', { error: MANAGEMENT_MESSAGES.ownAccount }))).toBe(
      MANAGEMENT_MESSAGES.ownAccount,
    );
    expect(userUpdateFailureText(new ApiError(409, 'x', { error: MANAGEMENT_MESSAGES.lastAdmin }))).toBe(MANAGEMENT_MESSAGES.lastAdmin);
  });

  it('otherwise «Ошибка при обновлении пользователя»: a server failure, a refusal without text, a network failure', () => {
    expect(userUpdateFailureText(new ApiError(500, 'x', { error: 'Внутренняя ошибка сервера' }))).toBe('Ошибка при обновлении пользователя');
    expect(userUpdateFailureText(new ApiError(400, 'x'))).toBe('Ошибка при обновлении пользователя');
    expect(userUpdateFailureText(new ApiError(0, 'x'))).toBe('Ошибка при обновлении пользователя');
    expect(userUpdateFailureText(new TypeError('boom'))).toBe('Ошибка при обновлении пользователя');
  });

  it('«Неизвестная ошибка» for a thrown non-error; nothing for a lost session', () => {
    expect(userUpdateFailureText('oops')).toBe('Неизвестная ошибка');
    expect(userUpdateFailureText(new ApiError(401, 'x'))).toBeNull();
  });
});
