/**
 * What every back-office call shares (docs/back-office.md#dashboard). The typed calls live beside this
 * file, one per resource (overview.ts, claims.ts, …), and build their options with
 * `managementCall`.
 */
import type { RequestOptions } from '../request';

export type ManagementCallOptions = Pick<RequestOptions, 'kind' | 'notify' | 'handleAuth' | 'signal'>;

/**
 * docs/back-office.md#answers-and-errors: the screens show the red 'Ошибка: {message}' box themselves, so the
 * wrapper's toast stays off. A 403 here means "not for your role" (docs/back-office.md#access), which the
 * access-denied screen explains; only a lost session (401) goes to the auth error handler.
 * A caller may still override either.
 */
export const managementCall = (options?: ManagementCallOptions): ManagementCallOptions => ({
  kind: 'action',
  ...options,
});

/** '/api/management/users/7': the id is encoded, so a stray value can never change the path. */
export const managementPath = (resource: string, id?: number): string =>
  id === undefined ? `/api/management/${resource}` : `/api/management/${resource}/${encodeURIComponent(String(id))}`;
