import type { ChangeTopic, DataChanges } from './data-changes';

/**
 * Copies of database reads kept in this process's memory, exact rather than merely fresh: a
 * change of their topic, written here or announced by another instance, drops them before the
 * next request reads them (DataChanges); while another instance's writes could go unheard,
 * none is handed out or kept. The list's pages, sessions and viewers' marks are kept this way.
 */
export interface KeptCopies<K, V> {
  /** Resolves once every write committed before the call has been announced here. */
  settled(): Promise<void>;
  /** The copy under `key` if one is kept, trusted and still `holds`; it counts as recently used. */
  get(key: K, holds: (copy: V) => boolean): V | undefined;
  /** A read from the database begins; its ticket tells later whether a change came meanwhile. */
  beginRead(): number;
  /** No change was announced since the read of `ticket` began. */
  isCurrent(ticket: number): boolean;
  /** Keeps what the read of `ticket` found, unless a change came meanwhile (it may or may not be in it). */
  keep(key: K, copy: V, ticket: number): void;
}

export interface KeptCopiesOptions<K> {
  /** The most copies at once; the least recently used go first. */
  maxCopies: number;
  /** For announcements naming one key (a person's marks): which copy they drop. Otherwise all go. */
  keyOfAnnounced?: (announced: string) => K;
}

export function createKeptCopies<K, V>(
  changes: DataChanges,
  topic: ChangeTopic,
  { maxCopies, keyOfAnnounced }: KeptCopiesOptions<K>,
): KeptCopies<K, V> {
  // Map order is insertion order: re-inserting marks a copy as recently used.
  const copies = new Map<K, V>();
  let generation = 0;
  changes.subscribe(topic, (announced) => {
    generation += 1;
    if (announced !== null && keyOfAnnounced) copies.delete(keyOfAnnounced(announced));
    else copies.clear();
  });

  return {
    settled: () => changes.settled(),
    get(key, holds) {
      const copy = copies.get(key);
      if (copy === undefined || !changes.complete || !holds(copy)) return undefined;
      copies.delete(key);
      copies.set(key, copy);
      return copy;
    },
    beginRead: () => generation,
    isCurrent: (ticket) => ticket === generation,
    keep(key, copy, ticket) {
      if (ticket !== generation || !changes.complete) return;
      copies.delete(key);
      copies.set(key, copy);
      if (copies.size > maxCopies) copies.delete(copies.keys().next().value!);
    },
  };
}
