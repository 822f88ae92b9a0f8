/**
 * Other people's public pages (docs/people.md#feedback), answers from '@city/contracts'.
 * The reads are quiet: the page's not-found view and its empty list are the messages
 * (docs/people.md#public-profile), so a failure is never toasted by the wrapper.
 */
import {
  publicProfileSchema,
  userComplaintResponseSchema,
  type Event,
  type PublicProfile,
  type UserComplaintResponse,
} from '@city/contracts';
import { eventCollectionAnswer } from './eventAnswers';
import { request, type RequestOptions } from './request';

export type UserCallOptions = Pick<RequestOptions, 'kind' | 'notify' | 'handleAuth' | 'signal'>;

const quietRead = (options?: UserCallOptions): UserCallOptions => ({ kind: 'read', ...options });

const userPath = (userId: number): string => `/api/users/${encodeURIComponent(String(userId))}`;

/** What the person chose to show; hidden fields are absent. 404 for a missing or deleted account. */
export function getPublicProfile(userId: number, options?: UserCallOptions): Promise<PublicProfile> {
  return request(`${userPath(userId)}/profile`, { ...quietRead(options), schema: publicProfileSchema });
}

/** The events the person organizes, past included (the page filters, as on /organizator). */
export async function getUserEvents(userId: number, options?: UserCallOptions): Promise<Event[]> {
  const { events } = await request(`${userPath(userId)}/events`, { ...quietRead(options), schema: eventCollectionAnswer });
  return events;
}

/**
 * Files a pending complaint about the person (201) with the trimmed reason. Only a 401 goes to the
 * auth error handler: the 403 of one's own profile or of a suspended account is a refusal the
 * page shows (docs/accounts.md#statuses, docs/people.md#reporting-a-person).
 */
export function complainAboutUser(userId: number, reason: string, options?: UserCallOptions): Promise<UserComplaintResponse> {
  return request(`${userPath(userId)}/claim`, {
    handleAuth: 'session',
    ...options,
    method: 'POST',
    body: { reason: reason.trim() },
    schema: userComplaintResponseSchema,
  });
}
