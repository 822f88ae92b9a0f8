/**
 * The own-profile calls (docs/people.md#own-profile), bodies and answers from '@city/contracts'.
 * Both hand only a 401 to the auth error handler: a 403 here is the server refusing a suspended or
 * blocked account this one action (docs/accounts.md#statuses), which the page shows, not a lost session.
 */
import { profileSchema, type Profile, type ProfileUpdate } from '@city/contracts';
import { request, type RequestOptions } from './request';

export type ProfileCallOptions = Pick<RequestOptions, 'kind' | 'notify' | 'handleAuth' | 'signal'>;

const sessionOnly = (options?: ProfileCallOptions): ProfileCallOptions => ({ handleAuth: 'session', ...options });

/** GET /api/profile: allowed for a blocked account too (docs/accounts.md#statuses), so the page always loads. */
export function getProfile(options?: ProfileCallOptions): Promise<Profile> {
  return request('/api/profile', { ...sessionOnly(options), schema: profileSchema });
}

/**
 * PUT /api/profile with the empty text fields already omitted (docs/people.md#own-profile: an omitted
 * field is cleared); answers the profile as saved.
 */
export function updateProfile(update: ProfileUpdate, options?: ProfileCallOptions): Promise<Profile> {
  return request('/api/profile', { ...sessionOnly(options), method: 'PUT', body: update, schema: profileSchema });
}
