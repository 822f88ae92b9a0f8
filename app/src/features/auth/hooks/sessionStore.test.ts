import { describe, expect, it } from 'vitest';
import { createSessionStore, DEDUPE_MS, FOCUS_THROTTLE_MS } from './sessionStore';

interface Person {
  id: number;
}

/** A fetcher whose answers the test hands out one by one, and a clock the test moves. */
function setUp() {
  const pending: Array<(answer: Person | null) => void> = [];
  let time = 1_000_000;
  const store = createSessionStore<Person>(
    () => new Promise((resolve) => pending.push(resolve)),
    () => time,
  );
  const answer = async (value: Person | null) => {
    pending.shift()?.(value);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { store, pending, answer, advance: (ms: number) => (time += ms) };
}

describe('the session store (docs/accounts.md#sessions)', () => {
  it('is unknown until the first answer, then holds it and tells its listeners', async () => {
    const { store, answer } = setUp();
    let told = 0;
    store.subscribe(() => (told += 1));
    expect(store.get()).toBeUndefined();
    store.revalidate();
    await answer({ id: 7 });
    expect(store.get()).toEqual({ id: 7 });
    expect(told).toBe(1);
  });

  it('asks once while a check is under way and again only after the dedupe interval', async () => {
    const { store, pending, answer, advance } = setUp();
    store.revalidate();
    store.revalidate();
    expect(pending).toHaveLength(1);
    await answer(null);
    store.revalidate();
    expect(pending).toHaveLength(0);
    advance(DEDUPE_MS);
    store.revalidate();
    expect(pending).toHaveLength(1);
  });

  it('lets an answer the app sets win over a check started before it', async () => {
    const { store, answer } = setUp();
    store.revalidate();
    store.set({ id: 3 });
    await answer(null);
    expect(store.get()).toEqual({ id: 3 });
  });

  it('refreshes at once, even with a check under way, and publishes the newer answer only', async () => {
    const { store, pending, answer } = setUp();
    store.revalidate();
    const refreshed = store.refresh();
    expect(pending).toHaveLength(2);
    await answer(null);
    expect(store.get()).toBeUndefined();
    await answer({ id: 9 });
    await expect(refreshed).resolves.toEqual({ id: 9 });
    expect(store.get()).toEqual({ id: 9 });
  });

  it('checks again when the tab is shown, at most once per throttle interval', async () => {
    const { store, pending, answer, advance } = setUp();
    store.revalidate();
    await answer({ id: 1 });
    advance(DEDUPE_MS);
    store.revalidateOnFocus();
    expect(pending).toHaveLength(1);
    await answer({ id: 1 });
    advance(DEDUPE_MS);
    store.revalidateOnFocus();
    expect(pending).toHaveLength(0);
    advance(FOCUS_THROTTLE_MS);
    store.revalidateOnFocus();
    expect(pending).toHaveLength(1);
  });

  it('tells when the first answer is there', async () => {
    const { store, answer } = setUp();
    let known = false;
    void store.whenKnown().then(() => (known = true));
    store.revalidate();
    await Promise.resolve();
    expect(known).toBe(false);
    await answer(null);
    await Promise.resolve();
    expect(known).toBe(true);
    await expect(store.whenKnown()).resolves.toBeNull();
  });
});
