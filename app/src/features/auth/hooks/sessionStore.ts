/**
 * docs/accounts.md#sessions: the signed-in user as app state every screen reads. A small store of
 * its own rather than swr's cache (swr stays for the pages' data), so the first screen's script
 * carries no data-fetching library. It keeps what the session got from swr before:
 *  - one check at a time; a check finished less than DEDUPE_MS ago is not repeated;
 *  - a new check when a screen that reads the session mounts, when the tab is shown again (at most
 *    every FOCUS_THROTTLE_MS) and when the network comes back, so a session ended elsewhere shows;
 *  - an answer the app sets (sign-in, sign-out) wins over a check that was already under way.
 */

/** undefined until the first answer; null when nobody is signed in. */
export type SessionState<User> = User | null | undefined;

/** swr's defaults, which the session used before. */
export const DEDUPE_MS = 2000;
export const FOCUS_THROTTLE_MS = 5000;

export interface SessionStore<User> {
  get(): SessionState<User>;
  subscribe(listener: () => void): () => void;
  /** Asks the server now, even if a check is under way; resolves with the answer. */
  refresh(): Promise<User | null>;
  /** Asks again unless a check is under way or one started less than DEDUPE_MS ago. */
  revalidate(): void;
  /** The tab was shown again: revalidates, at most every FOCUS_THROTTLE_MS. */
  revalidateOnFocus(): void;
  /** Puts an answer in without asking: a check still under way is then ignored. */
  set(user: User | null): void;
  /** Resolves with the answer (the user or null) once there is one; at once if there is. */
  whenKnown(): Promise<User | null>;
}

export function createSessionStore<User>(fetchUser: () => Promise<User | null>, now: () => number = Date.now): SessionStore<User> {
  let state: SessionState<User>;
  let checking: Promise<User | null> | null = null;
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  let nextFocusCheckAt = 0;
  /** Bumped by set() and refresh(): a check started under an older version does not publish. */
  let version = 0;
  const listeners = new Set<() => void>();

  const publish = (next: User | null) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function check(): Promise<User | null> {
    const startedUnder = version;
    lastCheckAt = now();
    const request = fetchUser().then((user) => {
      if (startedUnder === version) publish(user);
      return user;
    });
    checking = request;
    void request.finally(() => {
      if (checking === request) checking = null;
    });
    return request;
  }

  function revalidate(): void {
    if (checking || now() - lastCheckAt < DEDUPE_MS) return;
    void check();
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      version += 1;
      return check();
    },
    revalidate,
    revalidateOnFocus() {
      if (now() < nextFocusCheckAt) return;
      nextFocusCheckAt = now() + FOCUS_THROTTLE_MS;
      revalidate();
    },
    set(user) {
      version += 1;
      publish(user);
    },
    whenKnown() {
      if (state !== undefined) return Promise.resolve(state);
      return new Promise((resolve) => {
        const onPublish = () => {
          listeners.delete(onPublish);
          resolve(state ?? null);
        };
        listeners.add(onPublish);
      });
    },
  };
}
