import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '@city/contracts';
import { getCurrentUser } from '../../../api/auth';
import { ApiError } from '../../../api/errors';
import { logFailure } from '../../../api/failurePolicy';
import { createSessionStore } from './sessionStore';

/** docs/accounts.md#sessions: a non-OK answer means no session; docs/accounts.md#sessions: a failed check is only logged. */
async function fetchSessionUser(): Promise<User | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) logFailure('Не удалось проверить сессию', error);
    return null;
  }
}

const session = createSessionStore<User>(fetchSessionUser);

let listensToPage = false;
/** Checks again when the tab is shown or the network is back (see sessionStore). */
function listenToPage(): void {
  if (listensToPage || typeof window === 'undefined') return;
  listensToPage = true;
  const onShown = () => {
    if (document.visibilityState !== 'hidden') session.revalidateOnFocus();
  };
  window.addEventListener('focus', onShown);
  document.addEventListener('visibilitychange', onShown);
  window.addEventListener('online', () => session.revalidate());
}

/**
 * Starts the session check as the app boots, alongside the first page's script: the guards and the
 * header then find the answer ready instead of asking only once the page has arrived.
 */
export function preloadSession(): void {
  listenToPage();
  session.revalidate();
}

/**
 * Resolves with the signed-in user (or null) once the first check has answered. The router waits
 * for it before drawing the first page, so the guards and the header start from the answer (no
 * spinner, nothing that moves).
 */
export function sessionKnown(): Promise<User | null> {
  preloadSession();
  return session.whenKnown();
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

const setUser = (user: User): void => session.set(user);
const clear = (): void => session.set(null);

/** docs/accounts.md#sessions: states loading, then user or none. */
export function useSession(): Session {
  const user = useSyncExternalStore(session.subscribe, session.get, session.get);
  useEffect(() => {
    listenToPage();
    session.revalidate();
  }, []);
  return { user: user ?? null, isLoading: user === undefined, refresh: session.refresh, setUser, clear };
}
