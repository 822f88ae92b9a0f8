import useSWR from 'swr';
import type { Profile } from '@city/contracts';
import { getProfile } from '../../../api/profile';

export interface OwnProfileState {
  profile: Profile | null;
  isLoading: boolean;
  /** The load failed (the page offers to try again); a lost session is the auth handler's. */
  failed: boolean;
  retry(): Promise<unknown>;
  /** Puts the profile the server answered a save with in place. */
  replace(saved: Profile): Promise<unknown>;
}

/** The swr key: the call it mirrors. */
const PROFILE_KEY = '/api/profile';

/**
 * docs/people.md#own-profile: the own profile. Not refetched on focus: a fresh copy arriving while the
 * person types would reset the form under them.
 */
export function useOwnProfile(): OwnProfileState {
  const { data, error, isLoading, mutate } = useSWR(PROFILE_KEY, () => getProfile({ kind: 'read' }), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return {
    profile: data ?? null,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
    replace: (saved) => mutate(saved, { revalidate: false }),
  };
}
