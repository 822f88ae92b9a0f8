import useSWR from 'swr';
import type { PublicProfile } from '@city/contracts';
import { getPublicProfile } from '../../../api/users';

export interface PublicProfileState {
  profile: PublicProfile | null;
  /** No such person, a non-numeric id or a failed load: the not-found view (docs/people.md#public-profile). */
  isMissing: boolean;
}

/** docs/people.md#public-profile: what another person shows on /users/{userId}. */
export function usePublicProfile(userId: number | null): PublicProfileState {
  const { data, error } = useSWR(
    userId === null ? null : (['/api/users/:id/profile', userId] as const),
    ([, id]) => getPublicProfile(id),
    { shouldRetryOnError: false },
  );
  return { profile: data ?? null, isMissing: userId === null || (error !== undefined && data === undefined) };
}
