import { useCallback } from 'react';
import useSWR from 'swr';
import type { User } from '@city/contracts';
import { getCurrentUser } from '../../../api/auth';
import { ApiError } from '../../../api/errors';

/** The swr key of the session: the call it mirrors. */
export const SESSION_KEY = '/api/auth/me';

/** participant-side §7: a non-OK answer means no session; §8: a failed check is only logged. */
async function fetchSessionUser(): Promise<User | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.error('Не удалось проверить сессию', error);
    return null;
  }
}

export interface Session {
  /** null when nobody is signed in or while loading. */
  user: User | null;
  isLoading: boolean;
  /** Asks the server again (after verification, the auth callback). */
  refresh(): Promise<User | null>;
  /** Puts a user the server just answered with into the session without asking again. */
  setUser(user: User): void;
  clear(): void;
}

/** participant-side §4: states loading, then user or none. */
export function useSession(): Session {
  const { data, mutate } = useSWR(SESSION_KEY, fetchSessionUser, { shouldRetryOnError: false });
  const refresh = useCallback(async () => (await mutate()) ?? null, [mutate]);
  const setUser = useCallback((user: User) => void mutate(user, { revalidate: false }), [mutate]);
  const clear = useCallback(() => void mutate(null, { revalidate: false }), [mutate]);
  return { user: data ?? null, isLoading: data === undefined, refresh, setUser, clear };
}
